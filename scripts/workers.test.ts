import { describe, expect, it } from "vitest";
import { parseEnv } from "../lib/env-schema.mjs";
import { heapLimitMb, workerCount } from "./workers.mjs";

describe("workerCount", () => {
  it("is one server process per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(workerCount(parseEnv({}), 2)).toBe(2);
    expect(workerCount(parseEnv({}), 0)).toBe(1);
    expect(workerCount(parseEnv({ WEB_CONCURRENCY: "1" }), 8)).toBe(1);
    expect(workerCount(parseEnv({ WEB_CONCURRENCY: "3" }), 2)).toBe(3);
    expect(workerCount(parseEnv({ WEB_CONCURRENCY: "" }), 4)).toBe(4);
  });

  it("a value that is not a positive integer stops the start, naming the variable", () => {
    for (const v of ["0", "-2", "1.5", "two"]) expect(() => parseEnv({ WEB_CONCURRENCY: v })).toThrow(/WEB_CONCURRENCY: must be a whole number/);
  });
});

describe("heapLimitMb", () => {
  const GB = 2 ** 30;
  it("is half of each process's share of the cgroup's memory, else the machine's", () => {
    expect(heapLimitMb(2, { constrained: GB, total: 24 * GB, nodeOptions: "", execArgv: [] })).toBe(256);
    expect(heapLimitMb(4, { constrained: 0, total: 4 * GB, nodeOptions: "", execArgv: [] })).toBe(512);
    // no limit reads as a huge number: the machine's memory decides
    expect(heapLimitMb(2, { constrained: 2 ** 64, total: 2 * GB, nodeOptions: "", execArgv: [] })).toBe(512);
  });

  it("stays between 128 MB and 2 GB", () => {
    expect(heapLimitMb(8, { constrained: GB / 2, total: 24 * GB, nodeOptions: "", execArgv: [] })).toBe(128);
    expect(heapLimitMb(1, { constrained: 0, total: 64 * GB, nodeOptions: "", execArgv: [] })).toBe(2048);
  });

  it("leaves a limit set in NODE_OPTIONS or on the node command alone", () => {
    expect(heapLimitMb(2, { constrained: GB, total: GB, nodeOptions: "--max-old-space-size=700", execArgv: [] })).toBeNull();
    expect(heapLimitMb(2, { constrained: GB, total: GB, nodeOptions: "", execArgv: ["--max-old-space-size=300"] })).toBeNull();
  });
});
