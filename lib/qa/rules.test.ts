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
  // members see approved questions and their own; admins all
  const seen = [
    ["asker", "rejected"],
    ["other", "approved"],
    ["admin", "rejected"],
  ] as const;
  it.each(seen)("the %s sees the asker's %s question", (user, status) => {
    expect(canSeeQuestion(who[user], { userId: "u1", status })).toBe(true);
  });
  it("another member does not see a pending question", () => {
    expect(canSeeQuestion(other, { userId: "u1", status: "pending" })).toBe(false);
  });
  // the asker edits only while pending; an admin always
  const editable = [
    ["asker", "pending"],
    ["admin", "approved"],
  ] as const;
  it.each(editable)("the %s edits the asker's %s question", (user, status) => {
    expect(canEditQuestion(who[user], { userId: "u1", status })).toBe(true);
  });
  const locked = [
    ["asker", "approved"],
    ["other", "pending"],
  ] as const;
  it.each(locked)("the %s does not edit the asker's %s question", (user, status) => {
    expect(canEditQuestion(who[user], { userId: "u1", status })).toBe(false);
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
