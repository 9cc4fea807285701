// The failed tests of every project e2e/projects.sh ran, with the head of each error, printed last:
// CI keeps the tail of a run's output, and a project's own report scrolls away behind the others.
// Under each, what the server's request log (test-results/server.log) holds of the time it ran:
// how many requests, the slowest, and every answer over 5 s, every 5xx and every error logged, so
// a failure shows whether the server was slow or failing then, or the page's side was.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = "test-results";
const runs = (existsSync(dir) ? readdirSync(dir) : [])
  .filter((f) => /^durations-.+\.json$/.test(f))
  .map((f) => ({ name: f.slice("durations-".length, -".json".length), ...JSON.parse(readFileSync(path.join(dir, f), "utf8")) }));

const SLOW_MS = 5_000;
const ERROR_LEVEL = 50; // pino's "error"
const serverLog = path.join(dir, "server.log");
const logged = existsSync(serverLog)
  ? readFileSync(serverLog, "utf8")
      .split("\n")
      .flatMap((line) => {
        try {
          const entry = JSON.parse(line);
          return typeof entry?.time === "number" ? [entry] : [];
        } catch {
          return []; // not a log line (a stack trace's continuation, a tool's output)
        }
      })
  : [];

const ms = (n) => `${Math.round(n)} ms`;
const describe = (e, start) =>
  [
    `${e.time < start ? "-" : "+"}${(Math.abs(e.time - start) / 1000).toFixed(1)} s`,
    e.method && `${e.method} ${e.path} ${e.status} in ${ms(e.duration_ms)}${e.aborted ? " (aborted)" : ""}`,
    !e.method && `${e.msg}${e.err?.message ? `: ${e.err.message}` : ""}`,
  ]
    .filter(Boolean)
    .join("  ");

/** What the server logged of a test's time: a line written then (a second either side), or a request begun then and answered later. */
function serverMeanwhile(test) {
  if (!logged.length || !test.startedAt) return "";
  const start = Date.parse(test.startedAt);
  const end = start + test.ms + 1_000;
  const during = logged.filter((e) => e.time >= start - 1_000 && e.time - (e.duration_ms ?? 0) <= end);
  const requests = during.filter((e) => e.method);
  const slowest = requests.reduce((a, e) => (a && a.duration_ms >= e.duration_ms ? a : e), undefined);
  const notable = during.filter((e) => e.level >= ERROR_LEVEL || e.status >= 500 || e.duration_ms > SLOW_MS);
  const lines = [`server meanwhile: ${requests.length} requests${slowest ? `, the slowest ${describe(slowest, start)}` : ""}`];
  lines.push(notable.length ? `over ${ms(SLOW_MS)}, 5xx or errors: ${notable.length}` : `none over ${ms(SLOW_MS)}, no 5xx, no error logged`);
  for (const e of notable.slice(0, 10)) lines.push(`  ${describe(e, start)}`);
  return `\n${lines.join("\n")}`;
}

const indent = (text) => text.replace(/^/gm, "    ");
const failures = runs.flatMap((run) => [
  ...run.tests
    .filter((t) => t.error !== undefined)
    .map((t) => `[${t.project}] ${t.file} › ${t.title} (${t.status}, ${(t.ms / 1000).toFixed(1)} s)\n${indent(t.error + serverMeanwhile(t))}`),
  ...(run.errors ?? []).map((error) => `[${run.name}] outside a test\n${indent(error)}`),
]);
if (failures.length) console.error(`== ${failures.length} failure${failures.length === 1 ? "" : "s"}:\n\n${failures.join("\n\n")}`);
