import { describe, expect, it } from "vitest";
import { stepOption } from "./options";

describe("stepOption", () => {
  it("starts from none: down goes to the first option, up to the last", () => {
    expect(stepOption(-1, 1, 3)).toBe(0);
    expect(stepOption(-1, -1, 3)).toBe(2);
  });
  it("moves and wraps at both ends", () => {
    expect(stepOption(0, 1, 3)).toBe(1);
    expect(stepOption(2, 1, 3)).toBe(0);
    expect(stepOption(0, -1, 3)).toBe(2);
  });
  it("a shorter list than the highlighted position starts again; an empty one highlights none", () => {
    expect(stepOption(5, 1, 2)).toBe(0);
    expect(stepOption(0, 1, 0)).toBe(-1);
  });
});
