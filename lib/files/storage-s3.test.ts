import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Driver } from "@/lib/files/storage-s3";
import type { StorageDriver } from "@/lib/files/storage";

// The S3 driver against a real S3-compatible server (s3rver) on 127.0.0.1.
const directory = path.join(tmpdir(), `manara-s3rver-${process.pid}`);
let server: S3rver;
let driver: StorageDriver;

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "unit", configs: [] }] });
  const { port } = await server.run();
  driver = s3Driver({ bucket: "unit", endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const keys = async () => {
  const out: string[] = [];
  for await (const o of driver.list()) out.push(o.key);
  return out;
};

/** A stream that sends `bytes` bytes, then fails (as the size limit fails an upload). */
function failingAfter(bytes: number) {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < bytes; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 1);
      throw new Error("too large");
    })(),
  );
}

describe("s3Driver", () => {
  it("puts, states, reads whole and in part, lists and deletes", async () => {
    await driver.put("a.pdf", Readable.from([Buffer.from("0123456789")]));
    expect(await driver.stat("a.pdf")).toMatchObject({ size: 10 });
    expect(await text((await driver.get("a.pdf"))!)).toBe("0123456789");
    expect(await text((await driver.get("a.pdf", { start: 2, end: 5 }))!)).toBe("2345");
    expect(await keys()).toContain("a.pdf");
    await driver.delete("a.pdf");
    expect(await driver.stat("a.pdf")).toBeNull();
    expect(await driver.get("a.pdf")).toBeNull();
    expect(await keys()).not.toContain("a.pdf");
  });

  it("create writes a small object only where none is", async () => {
    expect(await driver.create(".marker", Buffer.from("first"))).toBe(true);
    expect(await driver.create(".marker", Buffer.from("second"))).toBe(false);
    expect(await text((await driver.get(".marker"))!)).toBe("first");
    await driver.delete(".marker");
  });

  it("a body that fails leaves no object, in one part or several", async () => {
    await expect(driver.put("small.png", failingAfter(100 * 1024))).rejects.toThrow("too large");
    await expect(driver.put("large.pdf", failingAfter(12 * 1024 * 1024))).rejects.toThrow();
    expect(await driver.stat("small.png")).toBeNull();
    expect(await driver.stat("large.pdf")).toBeNull();
    expect(await keys()).toEqual([]);
  });
});
