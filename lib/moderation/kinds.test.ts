import { describe, expect, it } from "vitest";
import { ARTICLE_STATUSES, AUTHOR_STEPS, EDITOR_STEPS } from "@/lib/articles/rules";
import { ITEM_KINDS, moderatorMap, QUEUE_KINDS, queueStepsFor } from "@/lib/moderation/kinds";
import { nextStatuses, type TransitionMap } from "@/lib/moderation/transitions";

describe("the steps the queue offers, by the reader's role", () => {
  it("an editor is offered an article's editor steps only, never the author's withdrawal", () => {
    for (const role of ["admin", "superadmin"] as const) {
      for (const status of ARTICLE_STATUSES) {
        const offered = queueStepsFor("article", status, role);
        expect(offered).toEqual(nextStatuses(EDITOR_STEPS, status));
        expect(offered).not.toContain("withdrawn");
      }
    }
    // the author's steps are in the kind's whole map all the same
    expect(ITEM_KINDS.article.queue.submitted).toContain("withdrawn");
    expect(AUTHOR_STEPS.submitted).toContain("withdrawn");
    expect(queueStepsFor("article", "submitted", "admin")).toEqual(["under_review"]);
  });

  it.each(QUEUE_KINDS.filter((k) => k !== "article"))("%s: a moderator is offered the kind's whole map (only moderators move it)", (kind) => {
    const map: TransitionMap<string> = ITEM_KINDS[kind].queue;
    expect(moderatorMap(kind)).toBe(map);
    for (const status of Object.keys(map)) expect(queueStepsFor(kind, status, "admin")).toEqual(nextStatuses(map, status));
  });

  it.each(QUEUE_KINDS)("%s: a member is offered nothing", (kind) => {
    for (const status of Object.keys(ITEM_KINDS[kind].queue)) expect(queueStepsFor(kind, status, "user")).toEqual([]);
  });
});
