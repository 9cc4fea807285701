import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestError, TestResult } from "@playwright/test/reporter";

// ANSI colours out; the message's head, where Playwright states what was expected and what came,
// and the line of the spec that failed
const errorHead = (error: TestError | undefined) => {
  const head = (error?.message ?? error?.value ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .slice(0, 12)
    .join("\n");
  const at = error?.location && `at ${path.relative(process.cwd(), error.location.file)}:${error.location.line}`;
  return at ? `${head}\n${at}` : head;
};

// Where a run's time goes: at the end, the files that took longest (their tests' durations summed)
// and the slowest tests, and every test's duration in test-results/durations-<project>.json, so a
// slow suite shows its causes in the log of the run that was slow. A failed test's error goes there
// too (e2e/failures.mjs repeats them after the last project).
export default class DurationsReporter implements Reporter {
  private readonly tests: { file: string; title: string; project: string; ms: number; status: string; error?: string; startedAt?: string }[] = [];
  private readonly errors: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    this.tests.push({
      file,
      title: test.titlePath().slice(3).join(" › "),
      project: test.parent.project()?.name ?? "",
      ms: result.duration,
      status: result.status,
      // for e2e/failures.mjs, at the very end of the run: every error (a timeout is one, the step it
      // stopped in another) and when the test began (it shows what the server logged meanwhile)
      ...(result.status !== test.expectedStatus && {
        error: (result.errors.length ? result.errors : [result.error]).map(errorHead).join("\n"),
        startedAt: result.startTime.toISOString(),
      }),
    });
  }

  // an error outside any test (a hook of the whole run, a worker that died): a failure all the same
  onError(error: TestError) {
    this.errors.push(errorHead(error));
  }

  onEnd(result: FullResult) {
    if (!this.tests.length && !this.errors.length) return;
    const byFile = new Map<string, { ms: number; n: number }>();
    for (const t of this.tests) {
      const f = byFile.get(t.file) ?? { ms: 0, n: 0 };
      byFile.set(t.file, { ms: f.ms + t.ms, n: f.n + 1 });
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const lines = [`\nTime by file (${this.tests.length} tests, ${s(result.duration).trim()} in all):`];
    for (const [file, f] of [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) lines.push(`${s(f.ms)} ${String(f.n).padStart(4)} tests  ${file}`);
    lines.push("Slowest tests:");
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) lines.push(`${s(t.ms)}  ${t.file} › ${t.title}`);
    console.log(lines.join("\n"));
    const projects = [...new Set(this.tests.map((t) => t.project))].join("+");
    // beside the output folders (e2e/projects.sh gives each project its own, which it empties)
    mkdirSync("test-results", { recursive: true });
    writeFileSync(
      path.join("test-results", `durations-${projects || "all"}.json`),
      JSON.stringify({ wallMs: result.duration, tests: this.tests, errors: this.errors }, null, 1),
    );
  }

  printsToStdio() {
    return true;
  }
}
