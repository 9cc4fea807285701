import { describe, expect, it } from "vitest";
import { ARTICLE_STATUSES } from "@/lib/articles/rules";
import {
  ASSIGNMENT_TRANSITIONS,
  assignmentStepVerdict,
  authorSeesReviewer,
  CLOCK_ACTOR_ID,
  clockStep,
  DAY_MS,
  defaultDueAt,
  ENDED_STATUSES,
  hasEnded,
  isReviewable,
  medianDays,
  rankCandidates,
  remindersAfter,
  reviewerSeesAuthors,
  reviewModeOf,
} from "./rules";

const reviewer = { id: "r", role: "user" as const };
const editor = { id: "e", role: "admin" as const };
const other = { id: "o", role: "user" as const };
const clock = { id: CLOCK_ACTOR_ID, role: "user" as const };
const row = (status: string) => ({ userId: "r", status });

describe("the assignment's transitions", () => {
  it("moves invited → accepted | declined | expired | cancelled and accepted → submitted | cancelled, nothing else", () => {
    expect(ASSIGNMENT_TRANSITIONS).toEqual({
      invited: ["accepted", "declined", "cancelled", "expired"],
      accepted: ["submitted", "cancelled"],
      declined: [],
      expired: [],
      submitted: [],
      cancelled: [],
    });
    expect([...ENDED_STATUSES].sort()).toEqual(["cancelled", "declined", "expired", "submitted"]);
    expect(hasEnded("accepted")).toBe(false);
    expect(hasEnded("declined")).toBe(true);
  });

  it("lets only the reviewer answer and submit, only an editor cancel, only the clock expire", () => {
    expect(assignmentStepVerdict(reviewer, row("invited"), "accepted")).toBe("ok");
    expect(assignmentStepVerdict(reviewer, row("invited"), "declined")).toBe("ok");
    expect(assignmentStepVerdict(reviewer, row("accepted"), "submitted")).toBe("ok");
    expect(assignmentStepVerdict(reviewer, row("invited"), "cancelled")).toBe("forbidden");
    expect(assignmentStepVerdict(reviewer, row("invited"), "expired")).toBe("forbidden");
    expect(assignmentStepVerdict(other, row("invited"), "accepted")).toBe("forbidden");
    expect(assignmentStepVerdict(editor, row("invited"), "accepted")).toBe("forbidden");
    expect(assignmentStepVerdict(editor, row("accepted"), "cancelled")).toBe("ok");
    expect(assignmentStepVerdict(editor, row("invited"), "expired")).toBe("forbidden");
    expect(assignmentStepVerdict(clock, row("invited"), "expired")).toBe("ok");
    expect(assignmentStepVerdict(clock, row("accepted"), "cancelled")).toBe("forbidden");
    // nobody steps out of an ended assignment
    for (const who of [reviewer, editor, clock]) {
      expect(assignmentStepVerdict(who, row("declined"), "accepted")).toBe("bad");
      expect(assignmentStepVerdict(who, row("submitted"), "cancelled")).toBe("bad");
    }
    expect(assignmentStepVerdict(reviewer, row("accepted"), "declined")).toBe("bad");
  });
});

describe("which articles go out for review", () => {
  it("only a submitted article or one under review", () => {
    expect(ARTICLE_STATUSES.filter(isReviewable)).toEqual(["submitted", "under_review"]);
  });
});

describe("review modes", () => {
  it("defaults to double-anonymous and says who sees whom", () => {
    expect(reviewModeOf(undefined)).toBe("double_anonymous");
    expect(reviewModeOf("nonsense")).toBe("double_anonymous");
    expect([reviewerSeesAuthors("double_anonymous"), authorSeesReviewer("double_anonymous")]).toEqual([false, false]);
    expect([reviewerSeesAuthors("single_anonymous"), authorSeesReviewer("single_anonymous")]).toEqual([true, false]);
    expect([reviewerSeesAuthors("open"), authorSeesReviewer("open")]).toEqual([true, true]);
  });
});

describe("the clock", () => {
  const invitedAt = new Date("2026-12-01T10:00:00Z");
  const at = (days: number) => new Date(invitedAt.getTime() + days * DAY_MS);
  const invited = (reminders: number) => ({ status: "invited", invitedAt, respondedAt: null, dueAt: defaultDueAt(invitedAt), reminders });

  it("reminds an unanswered invitation after 3 and 7 days and lets it expire after 14", () => {
    expect(defaultDueAt(invitedAt)).toEqual(at(21));
    expect(clockStep(invited(0), at(2.9))).toBeNull();
    expect(clockStep(invited(0), at(3))).toEqual({ kind: "remind", phase: "invitation", n: 0, tellEditors: false });
    expect(clockStep(invited(1), at(6))).toBeNull();
    expect(clockStep(invited(1), at(7))).toMatchObject({ kind: "remind", n: 1 });
    expect(clockStep(invited(2), at(13))).toBeNull();
    expect(clockStep(invited(2), at(14))).toEqual({ kind: "expire" });
    // a server down for a week sends one reminder, not two
    expect(clockStep(invited(0), at(8))).toMatchObject({ kind: "remind", n: 0 });
    expect(remindersAfter(invited(0), at(8))).toBe(2);
    expect(remindersAfter(invited(0), at(3))).toBe(1);
  });

  it("reminds an accepted review 3 days before it is due, the day after and weekly, telling the editors once it is late", () => {
    const dueAt = at(21);
    const accepted = (reminders: number) => ({ status: "accepted", invitedAt, respondedAt: at(1), dueAt, reminders });
    expect(clockStep(accepted(0), at(17.9))).toBeNull();
    expect(clockStep(accepted(0), at(18))).toEqual({ kind: "remind", phase: "due_soon", n: 0, tellEditors: false });
    expect(clockStep(accepted(1), at(21.5))).toBeNull();
    expect(clockStep(accepted(1), at(22))).toEqual({ kind: "remind", phase: "overdue", n: 1, tellEditors: true });
    expect(clockStep(accepted(2), at(28.9))).toBeNull();
    expect(clockStep(accepted(2), at(29))).toMatchObject({ phase: "overdue", n: 2 });
    expect(clockStep(accepted(3), at(36))).toMatchObject({ phase: "overdue", n: 3 });
  });

  it("does nothing once the assignment ended", () => {
    for (const status of ENDED_STATUSES) {
      expect(clockStep({ status, invitedAt, respondedAt: at(1), dueAt: at(21), reminders: 0 }, at(60))).toBeNull();
    }
  });
});

describe("candidate ranking", () => {
  const c = (userId: string, keywords: string[], extra: Partial<{ reputation: number; reviewsCompleted: number; openAssignments: number }> = {}) => ({
    userId,
    keywords,
    reputation: 0,
    reviewsCompleted: 0,
    openAssignments: 0,
    ...extra,
  });

  it("ranks by shared keywords, then the lighter load, then completed reviews and reputation, leaving out those who share none", () => {
    const ranked = rankCandidates(
      ["ذكاء", "تعلم", "لغه"],
      [
        c("none", ["طب"]),
        c("one", ["ذكاء"], { reputation: 100 }),
        c("two-busy", ["ذكاء", "تعلم"], { openAssignments: 3 }),
        c("two", ["ذكاء", "تعلم", "تعلم"]),
        c("one-experienced", ["لغه"], { reviewsCompleted: 4 }),
      ],
    );
    expect(ranked.map((r) => r.userId)).toEqual(["two", "two-busy", "one-experienced", "one"]);
    expect(ranked[0].overlap).toEqual(["ذكاء", "تعلم"]);
  });

  it("offers who reviewed an earlier round first, even without a shared keyword", () => {
    const ranked = rankCandidates(["ذكاء"], [c("fit", ["ذكاء"], { reviewsCompleted: 9 }), c("earlier", []), c("none", [])], new Set(["earlier"]));
    expect(ranked.map((r) => r.userId)).toEqual(["earlier", "fit"]);
  });

  it("takes the median of days to review", () => {
    expect(medianDays([])).toBeNull();
    expect(medianDays([DAY_MS, 3 * DAY_MS, 10 * DAY_MS])).toBe(3);
    expect(medianDays([DAY_MS, 2 * DAY_MS])).toBe(1.5);
  });
});
