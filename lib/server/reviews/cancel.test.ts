import { afterAll, describe, expect, it, vi } from "vitest";

// An editor's cancel reason against a real database (test/database.ts): kept with the step, read
// on the assignment, and not replaced by cancelling again.
vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { member } = await import("@/test/domain-fixtures");
const { cancelAssignment, getAssignment } = await import("./reviews");

afterAll(closeDatabase);

describe("cancelling with a reason", () => {
  it("keeps the first reason where both sides read the assignment; a refused cancel changes nothing", async () => {
    const [editor, reviewer, author] = [await member("admin"), await member("user"), await member("user")];
    const article = await db.article.create({ data: { userId: author.id, authorName: "a", title: "مقال", abstractAr: "ملخص", status: "submitted" } });
    const row = (status: string) =>
      db.reviewAssignment.create({
        data: {
          articleId: article.id,
          userId: reviewer.id,
          title: article.title,
          round: status === "submitted" ? 2 : 1,
          status,
          dueAt: new Date(Date.now() + 864e5),
          tokenSalt: "s",
        },
      });
    const open = await row("invited");
    const cancelled = await cancelAssignment({ input: { id: open.id, reason: "تغيّرت الخطة" }, actor: editor });
    expect(cancelled).toMatchObject({ status: "cancelled", cancel_reason: "تغيّرت الخطة" });
    expect((await getAssignment({ id: open.id, actor: reviewer })).cancel_reason).toBe("تغيّرت الخطة");
    await cancelAssignment({ input: { id: open.id, reason: "سبب آخر" }, actor: editor });
    expect((await getAssignment({ id: open.id, actor: reviewer })).cancel_reason).toBe("تغيّرت الخطة");

    const done = await row("submitted");
    await expect(cancelAssignment({ input: { id: done.id, reason: "متأخر" }, actor: editor })).rejects.toMatchObject({ code: "BAD_TRANSITION" });
    expect((await db.reviewAssignment.findUniqueOrThrow({ where: { id: done.id } })).cancelReason).toBeNull();
    await expect(cancelAssignment({ input: { id: open.id, reason: "" }, actor: reviewer })).rejects.toMatchObject({ code: "FORBIDDEN" });
  }, 30_000);
});
