import { describe, expect, it } from "vitest";
import { parseEnv } from "../lib/env-schema.mjs";
import { workerCount } from "./workers.mjs";

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
