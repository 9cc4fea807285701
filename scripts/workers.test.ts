import { describe, expect, it } from "vitest";
import { workerCount } from "./workers.mjs";

describe("workerCount", () => {
  it("is one server process per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(workerCount({}, 2)).toBe(2);
    expect(workerCount({}, 0)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: "1" }, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: "3" }, 2)).toBe(3);
  });

  it("ignores a value that is not a positive integer", () => {
    for (const v of ["", "0", "-2", "1.5", "two"]) expect(workerCount({ WEB_CONCURRENCY: v }, 4)).toBe(4);
  });
});
