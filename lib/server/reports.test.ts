// Reports and the moderators' queue against a real database (test/database.ts): every kind in the
// table of kinds is reported, hidden and deleted through its own entry; a resolution settles every
// open report of the item at once; the queue counts what waits, a reported item once.
import { afterAll, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/session";
import { ITEM_KIND_NAMES, QUEUE_KINDS, type ItemKind } from "@/lib/moderation/kinds";

vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { auditOf, make, member } = await import("@/test/domain-fixtures");
const { moveStatus } = await import("./moderation");
const { countQueue, createReport, findQueue, moveQueueItem, resolveReport } = await import("./reports");

afterAll(closeDatabase);

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e) => (e instanceof AppError ? e.code : Promise.reject(e)),
  );

const admin = await member("admin");
const superadmin = await member("superadmin");
const author = await member("user", { emailVerified: true });

/** One item of `kind` that every member may see, by the id a report names it with. */
const visible: Record<ItemKind, () => Promise<string>> = {
  question: async () => String((await make.question(author.id, "approved")).id),
  answer: async () => String((await make.answer(author.id, (await make.question(author.id, "approved")).id)).id),
  topic: async () => String((await make.topic(author.id, "Active")).id),
  resource: async () => String((await make.resource(author.id, "Published")).id),
  opportunity: async () => String((await make.opportunity(author.id, "approved")).id),
  article: async () => {
    const { id } = await make.article(author.id, "accepted");
    await moveStatus({ kind: "article", id, to: "published", actor: admin });
    return String(id);
  },
  project: async () => String((await make.project(author.id)).id),
  member: async () => (await member("user")).id,
  comment: async () => String((await make.comment(author.id)).id),
};

/** Whether the item is hidden, gone, or there, as its table says. */
async function stateOf(kind: ItemKind, id: string): Promise<"there" | "hidden" | "gone"> {
  const n = Number(id);
  const row: { hiddenAt: Date | null; deletedAt?: Date | null } | null = await {
    question: () => db.question.findUnique({ where: { id: n } }),
    answer: () => db.answer.findUnique({ where: { id: n } }),
    topic: () => db.topic.findUnique({ where: { id: n } }),
    resource: () => db.learningResource.findUnique({ where: { id: n } }),
    opportunity: () => db.opportunity.findUnique({ where: { id: n } }),
    article: () => db.article.findUnique({ where: { id: n } }),
    project: () => db.researchProject.findUnique({ where: { id: n } }),
    member: () => db.user.findUnique({ where: { id } }),
    comment: () => db.comment.findUnique({ where: { id: n } }),
  }[kind]();
  if (!row || row.deletedAt) return "gone";
  return row.hiddenAt ? "hidden" : "there";
}

const report = (type: ItemKind, id: string, actor: Actor, reason: "spam" | "abuse" = "spam") => createReport({ input: { type, id, reason, note: "" }, actor });

describe("every kind in the table is reported, hidden and deleted through its entry", () => {
  it.each(ITEM_KIND_NAMES)("%s: a member reports it once; hiding takes it out of their sight and settles every open report", async (kind) => {
    const [one, two] = [await member("user"), await member("user")];
    const id = await visible[kind]();
    const first = await report(kind, id, one);
    expect(first).toMatchObject({ type: kind, item_id: id, status: "open" });
    expect(await codeOf(report(kind, id, one))).toBe("CONFLICT");
    await report(kind, id, two, "abuse");

    const resolved = await resolveReport({ input: { id: first.id, action: "hide" }, actor: admin });
    expect(resolved.status).toBe("hidden");
    expect(await stateOf(kind, id)).toBe("hidden");
    expect(await db.report.count({ where: { type: kind, targetId: id, status: "open" } })).toBe(0);
    expect(await db.report.count({ where: { type: kind, targetId: id, status: "hidden", resolvedById: admin.id } })).toBe(2);
    expect((await auditOf(kind, id)).map((e) => e.action)).toContain("report.hide");
    // hidden: "not found" to members, who can report it no more
    expect(await codeOf(report(kind, id, await member("user")))).toBe("NOT_FOUND");
  });

  it.each(ITEM_KIND_NAMES)("%s: deleting from a report removes it through its own domain", async (kind) => {
    const id = await visible[kind]();
    const r = await report(kind, id, await member("user"));
    expect((await resolveReport({ input: { id: r.id, action: "delete" }, actor: admin })).status).toBe("deleted");
    expect(await stateOf(kind, id)).toBe("gone");
  });

  it("a dismissed report leaves the item as it was; a resolved report is not resolved again", async () => {
    const id = await visible.question();
    const r = await report("question", id, await member("user"));
    expect((await resolveReport({ input: { id: r.id, action: "dismiss" }, actor: admin })).status).toBe("dismissed");
    expect(await stateOf("question", id)).toBe("there");
    await expect(resolveReport({ input: { id: r.id, action: "hide" }, actor: admin })).rejects.toMatchObject({
      code: "BAD_TRANSITION",
      message: "This report is already resolved",
    });
    await expect(resolveReport({ input: { id: 999_999, action: "hide" }, actor: admin })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("only admins resolve; a report of the superadmin is dismissed but not acted on", async () => {
    const reporter = await member("user");
    const r = await report("member", superadmin.id, reporter);
    expect(await codeOf(resolveReport({ input: { id: r.id, action: "hide" }, actor: reporter }))).toBe("FORBIDDEN");
    expect(await codeOf(resolveReport({ input: { id: r.id, action: "hide" }, actor: admin }))).toBe("FORBIDDEN");
    expect(await stateOf("member", superadmin.id)).toBe("there");
    expect((await resolveReport({ input: { id: r.id, action: "dismiss" }, actor: admin })).status).toBe("dismissed");
  });

  it("an item the member may not see is not reportable (a question waiting for approval), nor is a missing one", async () => {
    const pending = await make.question(author.id, "pending");
    expect(await codeOf(report("question", String(pending.id), await member("user")))).toBe("NOT_FOUND");
    expect(await codeOf(report("question", String(pending.id), author))).toBe("ok");
    expect(await codeOf(report("topic", "999999", author))).toBe("NOT_FOUND");
  });

  it("a member is reported by handle too, and the report keeps their id", async () => {
    const target = await member("user", { handle: `h${Date.now()}` });
    const handle = (await db.user.findUniqueOrThrow({ where: { id: target.id } })).handle!;
    expect((await report("member", handle, await member("user"))).item_id).toBe(target.id);
  });
});

describe("the queue", () => {
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  it("counts what waits per kind, and a reported item once however many reported it", async () => {
    const before = (await findQueue({ query: { page: 1, limit: 50 }, actor: admin })).counts;
    await make.question(author.id, "pending");
    await make.topic(author.id, "Under Review");
    await make.resource(author.id, "Draft");
    await make.resource(admin.id, "Draft"); // an admin's own draft waits for nobody
    await make.resource(null, "Draft");
    await make.opportunity(author.id, "pending");
    await make.article(author.id, "submitted");
    const hiddenQuestion = await make.question(author.id, "pending");
    await db.question.update({ where: { id: hiddenQuestion.id }, data: { hiddenAt: new Date() } });
    const reported = await visible.comment();
    for (let i = 0; i < 3; i++) await report("comment", reported, await member("user"));

    const after = await findQueue({ query: { page: 1, limit: 50 }, actor: admin });
    expect(after.counts).toEqual({
      question: before.question + 1,
      topic: before.topic + 1,
      resource: before.resource + 1,
      opportunity: before.opportunity + 1,
      article: before.article + 1,
      report: before.report + 1,
    });
    expect(Object.keys(after.counts)).toEqual([...QUEUE_KINDS, "report"]);
    expect(after.total).toBe(total(after.counts));
    expect(await countQueue(admin)).toBe(total(after.counts));
    const line = after.items.find((i) => i.type === "comment" && i.id === Number(reported));
    expect(line).toMatchObject({ status: "reported", reports: 3, reason: "spam" });
    expect(line?.title).toMatch(/^comment /);
  });

  it("lists the oldest first, narrows to one kind, and a waiting item shows its open reports", async () => {
    const q = await make.question(author.id, "pending");
    await report("question", String(q.id), author);
    const page = await findQueue({ query: { page: 1, limit: 500, kind: "question" }, actor: admin });
    expect(page.items.every((i) => i.type === "question")).toBe(true);
    expect(page.total).toBe(page.counts.question);
    expect(page.items.find((i) => i.id === q.id)).toMatchObject({ status: "pending", reports: 1 });
    const everything = await findQueue({ query: { page: 1, limit: 500 }, actor: admin });
    const times = everything.items.map((i) => i.created_at);
    expect(times).toEqual([...times].sort());
    const reports = await findQueue({ query: { page: 1, limit: 500, kind: "report" }, actor: admin });
    expect(reports.items.every((i) => i.status === "reported")).toBe(true);
    // a member's line is named by their text id
    const m = await member("user");
    await report("member", m.id, author);
    expect((await findQueue({ query: { page: 1, limit: 500, kind: "report" }, actor: admin })).items.some((i) => i.id === m.id && i.title === m.name)).toBe(
      true,
    );
  });

  it("a step from the queue moves the item out of it; members may neither read nor move the queue", async () => {
    const t = await make.topic(author.id, "Under Review");
    expect(await codeOf(findQueue({ query: { page: 1, limit: 10 }, actor: author }))).toBe("FORBIDDEN");
    expect(await codeOf(countQueue(author))).toBe("FORBIDDEN");
    expect(await codeOf(moveQueueItem({ input: { type: "topic", id: t.id, to: "Active" }, actor: author }))).toBe("FORBIDDEN");
    const before = (await findQueue({ query: { page: 1, limit: 10, kind: "topic" }, actor: admin })).counts.topic;
    await moveQueueItem({ input: { type: "topic", id: t.id, to: "Active" }, actor: admin });
    expect((await findQueue({ query: { page: 1, limit: 10, kind: "topic" }, actor: admin })).counts.topic).toBe(before - 1);
    expect(await codeOf(moveQueueItem({ input: { type: "topic", id: t.id, to: "Closed" }, actor: admin }))).toBe("BAD_TRANSITION");
  });
});
