import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

// The document is judged by a linter this project did not write, with the rules in redocly.yaml
// beside this file; it runs offline (no telemetry, no remote rule sets).
const require = createRequire(import.meta.url);
const CLI = require.resolve("@redocly/cli/bin/cli.js");
const CONFIG = path.join(import.meta.dirname, "redocly.yaml");
const dir = mkdtempSync(path.join(tmpdir(), "manara-openapi-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Problem = { ruleId: string; severity: "error" | "warn"; message: string; location: { pointer: string }[] };

function lint(name: string, doc: object): { errors: number; problems: Problem[] } {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(doc, null, 1));
  const run = spawnSync(process.execPath, [CLI, "lint", file, "--config", CONFIG, "--format=json", "--max-problems=1000", "--lint-config=error"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    timeout: 120_000,
  });
  const json = run.stdout.slice(run.stdout.indexOf("{"));
  if (!json) throw new Error(`redocly lint printed no report (exit ${run.status}): ${run.stderr.slice(-2000)}`);
  const report = JSON.parse(json) as { totals: { errors: number }; problems: Problem[] };
  return { errors: report.totals.errors, problems: report.problems };
}

describe("redocly lint", { timeout: 120_000 }, () => {
  it("finds no error in the document the app serves", () => {
    const { errors, problems } = lint("openapi.json", buildOpenApiDocument());
    const found = problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
    expect(errors).toBe(0);
  });

  it("does report a query string in a path and an operationId that is not URL-safe", () => {
    const doc = buildOpenApiDocument();
    const get = (doc.paths["/api.php"] as Record<string, Record<string, unknown>>).get;
    const broken = { ...doc, paths: { ...doc.paths, "/api.php?action=get_users": { get: { ...get, operationId: "get:/api.php/{action}" } } } };
    const rules = lint("broken.json", broken)
      .problems.filter((p) => p.severity === "error")
      .map((p) => p.ruleId);
    expect(rules).toEqual(expect.arrayContaining(["path-not-include-query", "operation-operationId-url-safe"]));
  });
});
