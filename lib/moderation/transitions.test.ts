import { describe, expect, it } from "vitest";
import { canMove, nextStatuses, type TransitionMap } from "@/lib/moderation/transitions";
import { OPPORTUNITY_TRANSITIONS } from "@/lib/partnership/rules";
import { QUESTION_TRANSITIONS } from "@/lib/qa/rules";
import { RESOURCE_TRANSITIONS } from "@/lib/learning/rules";
import { TOPIC_TRANSITIONS } from "@/lib/topics/rules";

describe("canMove", () => {
  const map: TransitionMap<"a" | "b" | "c"> = { a: ["b"], b: ["a", "c"], c: [] };
  it.each([
    ["a", "b"],
    ["b", "c"],
  ])("allows the listed step %s → %s", (from, to) => {
    expect(canMove(map, from, to)).toBe(true);
  });
  // a step not listed, staying put, and a step from an unknown status
  it.each([
    ["a", "c"],
    ["c", "a"],
    ["a", "a"],
    ["zz", "a"],
    ["__proto__", "a"],
  ])("refuses %s → %s", (from, to) => {
    expect(canMove(map, from, to)).toBe(false);
  });
  it("an unknown status moves nowhere", () => {
    expect(nextStatuses(map, "zz")).toEqual([]);
  });
});

describe("the moderated kinds' maps", () => {
  it("questions and opportunities: a decision goes back to review before another decision", () => {
    for (const map of [QUESTION_TRANSITIONS, OPPORTUNITY_TRANSITIONS]) {
      expect(nextStatuses(map, "pending")).toEqual(["approved", "rejected"]);
      expect(canMove(map, "approved", "rejected")).toBe(false);
      expect(canMove(map, "rejected", "approved")).toBe(false);
      expect(canMove(map, "approved", "pending")).toBe(true);
      expect(canMove(map, "rejected", "pending")).toBe(true);
    }
  });
  it("topics and resources switch between their two statuses", () => {
    expect(canMove(TOPIC_TRANSITIONS, "Under Review", "Active")).toBe(true);
    expect(canMove(TOPIC_TRANSITIONS, "Active", "Under Review")).toBe(true);
    expect(canMove(RESOURCE_TRANSITIONS, "Draft", "Published")).toBe(true);
    expect(canMove(RESOURCE_TRANSITIONS, "Published", "Draft")).toBe(true);
  });
});
