import { describe, expect, it } from "vitest";
import { indexedKeyOf } from "@/lib/search/arabic";
import { canAccept, canDeleteAnswer, canEditQuestion, canSeeQuestion, canVote, rankSimilar, significantWords, sortAnswers } from "./rules";

const answer = (id: number, accepted: boolean, votes: number, createdAt: string) => ({ id, accepted, votes, createdAt });

describe("sortAnswers", () => {
  it("puts the accepted answer first, then most votes, then oldest", () => {
    const list = [
      answer(1, false, 2, "2026-01-01T10:00:00Z"),
      answer(2, false, 5, "2026-01-03T10:00:00Z"),
      answer(3, true, 0, "2026-01-04T10:00:00Z"),
      answer(4, false, 2, "2025-12-31T10:00:00Z"),
      answer(5, false, 0, "2026-01-02T10:00:00Z"),
    ];
    expect(sortAnswers(list).map((a) => a.id)).toEqual([3, 2, 4, 1, 5]);
  });
  it("breaks a full tie by id and does not change its input", () => {
    const list = [answer(9, false, 1, "2026-01-01T00:00:00Z"), answer(7, false, 1, "2026-01-01T00:00:00Z")];
    expect(sortAnswers(list).map((a) => a.id)).toEqual([7, 9]);
    expect(list.map((a) => a.id)).toEqual([9, 7]);
  });
  it("accepts Date objects as well as ISO strings", () => {
    const list = [
      { id: 1, accepted: false, votes: 0, createdAt: new Date("2026-02-01") },
      { id: 2, accepted: false, votes: 0, createdAt: new Date("2026-01-01") },
    ];
    expect(sortAnswers(list).map((a) => a.id)).toEqual([2, 1]);
  });
});

describe("who may do what", () => {
  const asker = { id: "u1", role: "user" as const };
  const other = { id: "u2", role: "user" as const };
  const admin = { id: "a", role: "admin" as const };
  const who = { asker, other, admin };
  const rules = { sees: canSeeQuestion, edits: canEditQuestion };
  // members see approved questions and their own, admins all; the asker edits only while pending, an admin always
  it.each([
    ["other", "sees", "pending", false],
    ["asker", "sees", "rejected", true],
    ["other", "sees", "approved", true],
    ["admin", "sees", "rejected", true],
    ["asker", "edits", "pending", true],
    ["asker", "edits", "approved", false],
    ["other", "edits", "pending", false],
    ["admin", "edits", "approved", true],
  ] as const)("the %s %s the asker's %s question: %s", (user, rule, status, allowed) => {
    expect(rules[rule](who[user], { userId: "u1", status })).toBe(allowed);
  });
  it("accepting: asker or admin; deleting an answer: its author or admin; never voting on one's own", () => {
    expect(canAccept(asker, { userId: "u1" })).toBe(true);
    expect(canAccept(other, { userId: "u1" })).toBe(false);
    expect(canAccept(admin, { userId: "u1" })).toBe(true);
    expect(canDeleteAnswer(other, { userId: "u2" })).toBe(true);
    expect(canDeleteAnswer(asker, { userId: "u2" })).toBe(false);
    expect(canVote(asker, { userId: "u1" })).toBe(false);
    expect(canVote(other, { userId: "u1" })).toBe(true);
  });
});

describe("rankSimilar", () => {
  const q = (id: number, title: string, description = "", createdAt = "2026-01-01T00:00:00Z") => ({
    id,
    title,
    createdAt,
    searchKey: indexedKeyOf(title, description),
  });
  it("ranks title matches above description matches and drops questions with no match", () => {
    const list = [
      q(1, "أفضل برامج إدارة المراجع", "مثل Zotero و Mendeley"),
      q(2, "كيف أصل إلى المكتبات الرقمية؟", "أحتاج مراجع"),
      q(3, "ما هي منهجية البحث النوعي؟"),
      q(4, "هل توجد مكتبة رقمية مجانية للمراجع؟"),
    ];
    expect(rankSimilar("مكتبة المراجع الرقمية", list).map((c) => c.id)).toEqual([4, 2, 1]);
  });
  it("ignores stop words, so a question word alone suggests nothing", () => {
    expect(significantWords("كيف هل ما")).toEqual([]);
    expect(rankSimilar("كيف", [q(1, "كيف أكتب ملخصاً؟")])).toEqual([]);
  });
  it("keeps at most five, newest first on a tie", () => {
    const list = Array.from({ length: 8 }, (_, i) => q(i + 1, `سؤال عن الإحصاء ${i}`, "", `2026-01-0${i + 1}T00:00:00Z`));
    expect(rankSimilar("الإحصاء", list).map((c) => c.id)).toEqual([8, 7, 6, 5, 4]);
  });
});
