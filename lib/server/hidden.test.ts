// Hiding against a real database (test/database.ts): each kind's entry hides its row once (and
// whatever goes with it), the row stays, and the pages read hiding one way: gone for members,
// still there for the admins who find it through its report.
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/session";

vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { codeOf, make, member } = await import("@/test/domain-fixtures");
const { hiddenFrom, isHidden, notHidden } = await import("./hidden");
const { hideItem, tableOf, titleOfVisible, titlesOf } = await import("./kinds");
const { moveStatus } = await import("./moderation");
const { findComments, getVisibleComment } = await import("./comments");

afterAll(closeDatabase);

const admin = await member("admin");
const author = await member("user", { emailVerified: true });

describe("reading hiding", () => {
  const shown = { hiddenAt: null };
  const hidden = { hiddenAt: new Date() };
  it("a hidden row is hidden from members and the signed-out, not from admins", () => {
    expect(isHidden(shown)).toBe(false);
    expect(isHidden(hidden)).toBe(true);
    expect(hiddenFrom(null, hidden)).toBe(true);
    expect(hiddenFrom(author, hidden)).toBe(true);
    expect(hiddenFrom(admin, hidden)).toBe(false);
    expect(hiddenFrom({ ...admin, role: "superadmin" } as Actor, hidden)).toBe(false);
    expect(hiddenFrom(author, shown)).toBe(false);
  });
  it("the list filter leaves hidden rows out and keeps the rest", async () => {
    const [a, b] = [await make.topic(author.id, "Active"), await make.topic(author.id, "Active")];
    await db.topic.update({ where: { id: b.id }, data: { hiddenAt: new Date() } });
    const ids = (await db.topic.findMany({ where: { id: { in: [a.id, b.id] }, ...notHidden } })).map((t) => t.id);
    expect(ids).toEqual([a.id]);
  });
});

describe("hideItem", () => {
  it("sets hiddenAt once: hiding again keeps the first date, and the row stays", async () => {
    const q = await make.question(author.id, "approved");
    const first = new Date("2026-01-01T00:00:00Z");
    expect((await db.$transaction((tx) => hideItem(tx, "question", String(q.id), first))).count).toBe(1);
    expect((await db.$transaction((tx) => hideItem(tx, "question", String(q.id), new Date()))).count).toBe(0);
    expect((await db.question.findUniqueOrThrow({ where: { id: q.id } })).hiddenAt?.toISOString()).toBe(first.toISOString());
  });

  it("a published article loses its post, which every feed and search reads; the article stays", async () => {
    const { id } = await make.article(author.id, "accepted");
    await moveStatus({ kind: "article", id, to: "published", actor: admin });
    const { postId } = await db.article.findUniqueOrThrow({ where: { id } });
    await db.$transaction((tx) => hideItem(tx, "article", String(id), new Date()));
    expect(await db.post.count({ where: { id: postId! } })).toBe(0);
    expect(isHidden(await db.article.findUniqueOrThrow({ where: { id } }))).toBe(true);
  });

  it("a member is hidden by their text id", async () => {
    const m = await member("user");
    await db.$transaction((tx) => hideItem(tx, "member", m.id, new Date()));
    expect(isHidden(await db.user.findUniqueOrThrow({ where: { id: m.id } }))).toBe(true);
    expect(await codeOf(titleOfVisible("member", m.id, author))).toBe("NOT_FOUND");
    expect(await titleOfVisible("member", m.id, admin)).toBe(m.name);
  });

  it("a hidden comment is gone for members and there for admins; the replies under it stay, and the thread keeps it as a placeholder", async () => {
    const c = await make.comment(author.id);
    const reply = await db.comment.create({ data: { postId: c.postId, parentId: c.id, userId: author.id, text: "reply" } });
    await db.$transaction((tx) => hideItem(tx, "comment", String(c.id), new Date()));
    expect(await codeOf(getVisibleComment(c.id, author))).toBe("NOT_FOUND");
    expect(await codeOf(getVisibleComment(c.id, admin))).toBe("ok");
    expect(await codeOf(getVisibleComment(reply.id, author))).toBe("ok");
    for (const reader of [author, admin]) {
      const { comments } = await findComments({ articleId: c.postId, actor: reader });
      expect(comments.map((x) => [x.id, x.hidden, x.text, x.author])).toEqual([
        [c.id, true, "", ""],
        [reply.id, false, "reply", author.name],
      ]);
    }
  });

  it("a hidden question is gone even for admins' reading, who find it through its report", async () => {
    const q = await make.question(author.id, "approved");
    await db.$transaction((tx) => hideItem(tx, "question", String(q.id), new Date()));
    expect(await codeOf(titleOfVisible("question", String(q.id), admin))).toBe("NOT_FOUND");
    // the queue still names it
    expect((await titlesOf([{ type: "question", targetId: String(q.id) }])).get(`question:${q.id}`)).toBe(q.title);
  });
});

describe("titleOfVisible: each kind's own rule of who sees a row not yet public", () => {
  it.each([
    ["topic", () => make.topic(author.id, "Under Review"), "Active"],
    ["resource", () => make.resource(author.id, "Draft"), "Published"],
    ["opportunity", () => make.opportunity(author.id, "pending"), "approved"],
  ] as const)("%s: its author and the admins see it while it waits, another member once it is public", async (kind, create, shown) => {
    const row = await create();
    const other = await member("user");
    expect(await codeOf(titleOfVisible(kind, String(row.id), other))).toBe("NOT_FOUND");
    expect(await titleOfVisible(kind, String(row.id), author)).toBe(row.title);
    expect(await titleOfVisible(kind, String(row.id), admin)).toBe(row.title);
    await tableOf(db, kind === "resource" ? "learningResource" : kind).updateMany({ where: { id: row.id }, data: { status: shown } });
    expect(await titleOfVisible(kind, String(row.id), other)).toBe(row.title);
    expect(await codeOf(titleOfVisible(kind, "999999", admin))).toBe("NOT_FOUND");
  });
});

describe("titlesOf", () => {
  it("titles each kind by its own column, long texts cut to 200 characters, unknown kinds left out", async () => {
    const q = await make.question(author.id);
    const long = "ن".repeat(300);
    const c = await db.comment.create({ data: { postId: (await make.post()).id, userId: author.id, text: long } });
    const m = await member("user");
    const titles = await titlesOf([
      { type: "question", targetId: String(q.id) },
      { type: "comment", targetId: String(c.id) },
      { type: "member", targetId: m.id },
      { type: "nothing", targetId: "1" },
    ]);
    expect(Object.fromEntries(titles)).toEqual({ [`question:${q.id}`]: q.title, [`comment:${c.id}`]: long.slice(0, 200), [`member:${m.id}`]: m.name });
  });
});
