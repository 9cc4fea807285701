// The failed tests of every project e2e/projects.sh ran, with the head of each error, printed last:
// CI keeps the tail of a run's output, and a project's own report scrolls away behind the others.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = "test-results";
const runs = (existsSync(dir) ? readdirSync(dir) : [])
  .filter((f) => /^durations-.+\.json$/.test(f))
  .map((f) => ({ name: f.slice("durations-".length, -".json".length), ...JSON.parse(readFileSync(path.join(dir, f), "utf8")) }));
const indent = (text) => text.replace(/^/gm, "    ");
const failures = runs.flatMap((run) => [
  ...run.tests
    .filter((t) => t.error !== undefined)
    .map((t) => `[${t.project}] ${t.file} › ${t.title} (${t.status}, ${(t.ms / 1000).toFixed(1)} s)\n${indent(t.error)}`),
  ...(run.errors ?? []).map((error) => `[${run.name}] outside a test\n${indent(error)}`),
]);
if (failures.length) console.error(`== ${failures.length} failure${failures.length === 1 ? "" : "s"}:\n\n${failures.join("\n\n")}`);
