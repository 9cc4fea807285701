import { afterAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/session";
import type { Role } from "@/lib/auth/role-names";

// A real database (test/database.ts), with every migration applied: the rows are what is counted.
vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { recordPageUsage, articleUsage, recordUsage } = await import("./usage");

afterAll(closeDatabase);

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const headersOf = (userAgent: string | null, ip = "203.0.113.7") =>
  new Headers({ ...(userAgent === null ? {} : { "user-agent": userAgent }), "x-manara-client-ip": ip });
const actorOf = (id: string, role: Role = "user"): Actor => ({ id, role, email: `${id}@example.org`, name: id, image: null });
let users = 0;
const newUser = async (role: Role = "user") => {
  const id = `usage-user-${++users}`;
  await db.user.create({ data: { id, name: id, email: `${id}@example.org`, role } });
  return actorOf(id, role);
};

/** A published article and its page (the post it shows on). */
async function newArticle(authorId?: string) {
  const post = await db.post.create({ data: { title: "مقال", author: "باحث", content: "نص" } });
  return db.article.create({
    data: {
      title: "مقال",
      authorName: "باحث",
      abstractAr: "ملخص",
      status: "published",
      userId: authorId,
      postId: post.id,
      pageId: post.id,
      publishedAt: new Date("2026-10-05T10:00:00Z"),
    },
  });
}
const rowsOf = (pageId: number) => db.articleUsage.findMany({ where: { pageId }, orderBy: { id: "asc" } });
const viewCountOf = async (pageId: number) => (await db.post.findUniqueOrThrow({ where: { id: pageId } })).viewCount;
const at = (iso: string) => new Date(iso);

describe("usage counted as COUNTER 5 counts it", () => {
  it("leaves out robots' requests (a crawler, a script, no user agent at all)", async () => {
    const { pageId } = await newArticle();
    for (const ua of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "curl/8.5.0", "python-requests/2.31.0", "Wget/1.21", null]) {
      expect(await recordPageUsage({ pageId: pageId!, kind: "view", actor: null, headers: headersOf(ua) }), String(ua)).toEqual({
        counted: false,
        unique: false,
      });
    }
    expect(await rowsOf(pageId!)).toEqual([]);
    expect(await viewCountOf(pageId!)).toBe(0);
  });

  it("counts a reader's repeat within 30 seconds once, a later one again, and one unique view per clock hour", async () => {
    const { pageId } = await newArticle();
    const view = (now: Date, ip = "203.0.113.7") => recordPageUsage({ pageId: pageId!, kind: "view", actor: null, headers: headersOf(BROWSER, ip), now });
    expect(await view(at("2026-11-02T10:00:00Z"))).toEqual({ counted: true, unique: true });
    expect(await view(at("2026-11-02T10:00:01Z"))).toEqual({ counted: false, unique: false }); // a double click
    expect(await view(at("2026-11-02T10:00:29Z"))).toEqual({ counted: false, unique: false });
    expect(await view(at("2026-11-02T10:01:05Z"))).toEqual({ counted: true, unique: false }); // 36 s after the last counted one
    expect(await view(at("2026-11-02T10:59:59Z"))).toEqual({ counted: true, unique: false });
    // the next clock hour, 31 s later: a new unique view
    expect(await view(at("2026-11-02T11:00:30Z"))).toEqual({ counted: true, unique: true });
    // another reader (another address) within the same second is their own
    expect(await view(at("2026-11-02T11:00:30Z"), "198.51.100.9")).toEqual({ counted: true, unique: true });
    expect((await rowsOf(pageId!)).map((r) => r.unique)).toEqual([true, false, false, true, true]);
    // the page's view counter is the unique views
    expect(await viewCountOf(pageId!)).toBe(3);
  });

  it("a repeat just across the hour is still a double click; downloads are counted apart from views", async () => {
    const { pageId } = await newArticle();
    const use = (kind: "view" | "download", now: Date) => recordPageUsage({ pageId: pageId!, kind, actor: null, headers: headersOf(BROWSER), now });
    expect(await use("view", at("2026-11-02T09:59:50Z"))).toEqual({ counted: true, unique: true });
    expect(await use("view", at("2026-11-02T10:00:05Z"))).toEqual({ counted: false, unique: false });
    expect(await use("download", at("2026-11-02T10:00:06Z"))).toEqual({ counted: true, unique: true });
    expect(await use("download", at("2026-11-02T10:00:07Z"))).toEqual({ counted: false, unique: false });
    expect(await viewCountOf(pageId!)).toBe(1);
  });

  it("knows a member by their account whatever their address, and keeps no address, agent or id in the clear", async () => {
    const { pageId } = await newArticle();
    const member = await newUser();
    const now = at("2026-11-03T08:00:00Z");
    await recordPageUsage({ pageId: pageId!, kind: "view", actor: member, headers: headersOf(BROWSER, "203.0.113.50"), now });
    const again = await recordPageUsage({
      pageId: pageId!,
      kind: "view",
      actor: member,
      headers: headersOf(BROWSER, "198.51.100.50"),
      now: at("2026-11-03T08:00:10Z"),
    });
    expect(again.counted).toBe(false);
    const [row] = await rowsOf(pageId!);
    expect(row.reader).toMatch(/^[0-9a-f]{32}$/);
    for (const raw of ["203.0.113.50", member.id, "Mozilla"]) expect(JSON.stringify(row)).not.toContain(raw);
  });

  it("counts one of simultaneous requests of one reader", async () => {
    const { pageId } = await newArticle();
    const now = at("2026-11-04T12:00:00Z");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => recordPageUsage({ pageId: pageId!, kind: "view", actor: null, headers: headersOf(BROWSER), now })),
    );
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    expect(await rowsOf(pageId!)).toHaveLength(1);
  });

  it("counts nothing for an article with no page yet (never published)", async () => {
    const draft = await db.article.create({ data: { title: "مسودة", authorName: "باحث", abstractAr: "ملخص" } });
    const request = new Request("http://localhost/", { headers: headersOf(BROWSER) });
    expect(await recordUsage({ articleId: draft.id, kind: "download", request, actor: null })).toEqual({ counted: false, unique: false });
  });
});

describe("an article's figures", () => {
  it("totals for every reader, by month (from its publication to this month) for its author and the editors", async () => {
    const author = await newUser();
    const [editor, reader] = [await newUser("admin"), await newUser()];
    const { id, pageId } = await newArticle(author.id);
    const use = (kind: "view" | "download", now: string, ip = "203.0.113.7", ua = BROWSER) =>
      recordPageUsage({ pageId: pageId!, kind, actor: null, headers: headersOf(ua, ip), now: at(now) });
    await use("view", "2026-10-20T10:00:00Z");
    await use("view", "2026-10-20T10:00:10Z"); // a double click
    await use("view", "2026-10-20T10:05:00Z"); // counted, not unique
    await use("view", "2026-10-20T10:05:00Z", "203.0.113.8", "Googlebot/2.1"); // a robot
    await use("download", "2026-12-01T00:30:00Z"); // 2 December in Cairo
    await use("view", "2026-11-30T22:30:00Z", "203.0.113.9"); // 1 December in Cairo
    const now = at("2026-12-07T12:00:00Z");
    const totals = { views: 3, unique_views: 2, downloads: 1 };
    const byMonth = [
      { month: "2026-10", views: 2, downloads: 0 },
      { month: "2026-11", views: 0, downloads: 0 },
      { month: "2026-12", views: 1, downloads: 1 },
    ];
    expect(await articleUsage({ id, actor: author, now })).toEqual({ ...totals, by_month: byMonth });
    expect(await articleUsage({ id, actor: editor, now })).toEqual({ ...totals, by_month: byMonth });
    expect(await articleUsage({ id, actor: reader, now })).toEqual({ ...totals, by_month: null });
  });

  it("answers an unpublished article to its author and the editors only", async () => {
    const author = await newUser();
    const [editor, reader] = [await newUser("admin"), await newUser()];
    const draft = await db.article.create({ data: { title: "مسودة", authorName: "باحث", abstractAr: "ملخص", userId: author.id } });
    expect((await articleUsage({ id: draft.id, actor: author })).views).toBe(0);
    expect((await articleUsage({ id: draft.id, actor: editor })).by_month).toHaveLength(1);
    await expect(articleUsage({ id: draft.id, actor: reader })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(articleUsage({ id: draft.id, actor: null })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
