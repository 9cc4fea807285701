import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { announceServing, refuseWhileServed, serversOf, sourceHash } from "./build-dir.mjs";

describe("sourceHash", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "manara-sources-"));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write("app/page.tsx", "export default function Page() { return null; }\n");
  write("lib/text.ts", "export const text = 'منارة';\n");
  write("package-lock.json", '{ "lockfileVersion": 3 }\n');
  write("next.config.ts", "export default {};\n");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is the same after a file is rewritten unchanged with a new time (what npm install does to package-lock.json)", () => {
    const before = sourceHash(dir);
    const lock = path.join(dir, "package-lock.json");
    writeFileSync(lock, readFileSync(lock));
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(lock, later, later);
    utimesSync(path.join(dir, "app"), later, later);
    expect(sourceHash(dir)).toBe(before);
  });

  it("changes with any byte of a source, a new source file, a renamed one or a removed one", () => {
    const seen = new Set([sourceHash(dir)]);
    write("lib/text.ts", "export const text = 'منارة!';\n");
    seen.add(sourceHash(dir));
    write("public/robots-extra.txt", "x");
    seen.add(sourceHash(dir));
    rmSync(path.join(dir, "public/robots-extra.txt"));
    write("public/robots-other.txt", "x");
    seen.add(sourceHash(dir));
    rmSync(path.join(dir, "next.config.ts"));
    seen.add(sourceHash(dir));
    expect(seen.size).toBe(5);
  });

  it("leaves out what never reaches the build: unit tests, generated clients, installed packages, other folders", () => {
    const before = sourceHash(dir);
    write("lib/text.test.ts", "it('x', () => {});\n");
    write("lib/generated/prisma/client.ts", "export {};\n");
    write("lib/node_modules/x/index.js", "");
    write("e2e/api/x.spec.ts", "");
    write("data/app.db", "rows");
    expect(sourceHash(dir)).toBe(before);
  });

  it("is a build id Next accepts: no 'ad' (which ad blockers block), 32 characters", () => {
    const hash = sourceHash(dir);
    expect(hash).toMatch(/^[0-9b-g]{32}$/);
    expect(hash).not.toContain("ad");
  });
});

describe("the servers' notes of the build folder they serve", () => {
  const folder = `.next-test-${process.pid}`;
  const children: ReturnType<typeof spawn>[] = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  /** A process that announces `folder` as served, as the server does, and waits. */
  async function server() {
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import(${JSON.stringify(path.resolve("scripts/build-dir.mjs"))}).then((m) => { m.announceServing(${JSON.stringify(folder)}); console.log("ready"); setInterval(() => {}, 1000); });`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(child);
    await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
    return child;
  }

  it("names the running server of a folder; a build there is refused, naming it; once it is killed, the folder is free", async () => {
    expect(serversOf(folder)).toEqual([]);
    expect(() => refuseWhileServed(folder)).not.toThrow();
    const child = await server();
    expect(serversOf(folder)).toEqual([child.pid]);
    expect(serversOf(`${folder}/`)).toEqual([child.pid]);
    expect(serversOf(".next-another")).not.toContain(child.pid);
    expect(() => refuseWhileServed(folder)).toThrow(
      new RegExp(`Not building into ${folder.replaceAll(".", "\\.")}: the server with process id ${child.pid} serves from it`),
    );

    // SIGKILL: no exit handler runs, the note stays behind and counts for nothing
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await gone;
    expect(serversOf(folder)).toEqual([]);
    expect(readdirSync(".next-builds/servers")).not.toContain(String(child.pid));
  });

  it("a note whose process id now belongs to another process (started later) counts for nothing", () => {
    // this process is alive, but the note says it started at another time
    writeFileSync(path.join(".next-builds/servers", String(process.pid)), JSON.stringify({ dir: folder, started: "1" }));
    expect(serversOf(folder)).toEqual([]);
    announceServing(folder);
    expect(serversOf(folder)).toEqual([process.pid]);
    rmSync(path.join(".next-builds/servers", String(process.pid)));
  });
});
