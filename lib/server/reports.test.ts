// Reports and the moderators' queue against a real database (test/database.ts): every kind in the
// table of kinds is reported, hidden and deleted through its own entry; a resolution settles every
// open report of the item at once; the queue counts what waits, a reported item once.
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/session";
import { ITEM_KIND_NAMES, QUEUE_KINDS, type ItemKind } from "@/lib/moderation/kinds";

vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { auditOf, codeOf, make, member, noticesOf } = await import("@/test/domain-fixtures");
const { moveStatus } = await import("./moderation");
const { countQueue, createReport, findQueue, moveQueueItem, resolveReport } = await import("./reports");

afterAll(closeDatabase);

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

describe("the queue shows each item in its place", () => {
  it("a reported comment: its author, its article, a link to it there, its text, the reporter's reason and note, and how many reported it", async () => {
    const c = await make.comment(author.id);
    const post = await db.post.findUniqueOrThrow({ where: { id: c.postId } });
    const [one, two] = [await member("user"), await member("user")];
    await createReport({ input: { type: "comment", id: String(c.id), reason: "off_topic", note: "لا علاقة له بالمقال" }, actor: one });
    await report("comment", String(c.id), two);
    const line = (await findQueue({ query: { page: 1, limit: 500, kind: "report" }, actor: admin })).items.find((i) => i.type === "comment" && i.id === c.id);
    expect(line).toMatchObject({
      author: author.name,
      under: post.title,
      link: `/article/${post.id}#comment-${c.id}`,
      body: c.text,
      reason: "off_topic",
      note: "لا علاقة له بالمقال",
      reports: 2,
    });
  });

  it("a reported answer sits under its question", async () => {
    const q = await make.question(author.id, "approved");
    const a = await make.answer(author.id, q.id);
    await report("answer", String(a.id), await member("user"));
    const line = (await findQueue({ query: { page: 1, limit: 500, kind: "report" }, actor: admin })).items.find((i) => i.type === "answer" && i.id === a.id);
    expect(line).toMatchObject({ author: author.name, under: q.title, link: `/qa-section/${q.id}`, body: a.text, note: null });
  });

  it("a waiting question comes with its whole text and its author, to be read before approving", async () => {
    const q = await db.question.create({
      data: { title: "سؤال طويل", description: "نص السؤال كاملًا\nبسطرين", userId: author.id, authorName: "x", status: "pending" },
    });
    const line = (await findQueue({ query: { page: 1, limit: 500, kind: "question" }, actor: admin })).items.find((i) => i.id === q.id);
    expect(line).toMatchObject({ title: "سؤال طويل", body: "نص السؤال كاملًا\nبسطرين", author: author.name, under: null, link: `/qa-section/${q.id}` });
  });

  it("the queue takes a moderator's steps only: an article's author's withdrawal is refused to an editor, the editor's step passes", async () => {
    const a = await make.article(author.id, "submitted");
    expect(await codeOf(moveQueueItem({ input: { type: "article", id: a.id, to: "withdrawn" }, actor: admin }))).toBe("FORBIDDEN");
    expect((await db.article.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("submitted");
    await moveQueueItem({ input: { type: "article", id: a.id, to: "under_review" }, actor: admin });
    expect((await db.article.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("under_review");
  });
});

describe("the notices of a settled report", () => {
  const latest = async (userId: string) => (await noticesOf(userId)).at(-1);

  it("hidden: every member who reported it hears so once, and its author that it was hidden, named by its article", async () => {
    const c = await make.comment(author.id);
    const post = await db.post.findUniqueOrThrow({ where: { id: c.postId } });
    const [one, two] = [await member("user"), await member("user")];
    const first = await report("comment", String(c.id), one);
    await report("comment", String(c.id), two);
    const before = (await noticesOf(author.id)).length;
    await resolveReport({ input: { id: first.id, action: "hide" }, actor: admin });
    for (const reporter of [one, two]) {
      const notices = await noticesOf(reporter.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ type: "report_resolved", link: "/" });
      expect(JSON.parse(notices[0].params)).toEqual({ kind: "comment", title: post.title, status: "report_hidden" });
    }
    expect(await noticesOf(author.id)).toHaveLength(before + 1);
    const told = await latest(author.id);
    expect(told).toMatchObject({ type: "item_hidden" });
    expect(JSON.parse(told!.params)).toEqual({ kind: "comment", title: post.title });
    // the audit entry names the item and keeps the reason as a code, worded where it is read
    expect((await auditOf("comment", c.id)).at(-1)).toMatchObject({ action: "report.hide", summary: c.text, detail: JSON.stringify({ reason: "spam" }) });
  });

  it("dismissed: the reporter hears it with a link to the item; its author hears nothing", async () => {
    const q = await make.question(author.id, "approved");
    const reporter = await member("user");
    const before = (await noticesOf(author.id)).length;
    const r = await report("question", String(q.id), reporter);
    await resolveReport({ input: { id: r.id, action: "dismiss" }, actor: admin });
    const [notice] = await noticesOf(reporter.id);
    expect(notice).toMatchObject({ type: "report_resolved", link: `/qa-section/${q.id}` });
    expect(JSON.parse(notice.params)).toEqual({ kind: "question", title: q.title, status: "report_dismissed" });
    expect(await noticesOf(author.id)).toHaveLength(before);
  });

  it("deleted: the reporter hears it, named by the title the item had", async () => {
    const t = await make.topic(author.id, "Active");
    const reporter = await member("user");
    const r = await report("topic", String(t.id), reporter);
    await resolveReport({ input: { id: r.id, action: "delete" }, actor: admin });
    const [notice] = await noticesOf(reporter.id);
    expect(JSON.parse(notice.params)).toEqual({ kind: "topic", title: t.title, status: "report_deleted" });
  });

  it("within each one's preferences: a member who turned the bell off gets none", async () => {
    const c = await make.comment(author.id);
    const quiet = await member("user");
    await db.user.update({ where: { id: quiet.id }, data: { notifyInApp: false } });
    const r = await report("comment", String(c.id), quiet);
    await resolveReport({ input: { id: r.id, action: "hide" }, actor: admin });
    expect(await noticesOf(quiet.id)).toEqual([]);
  });
});
