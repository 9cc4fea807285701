import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { createUser, expect, loginAs, test, testDb, type Role } from "../fixtures";
import { expectNotLoggedIn } from "./answers";

const API = "/backend/api/posts";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const POST_KEYS = [
  "id",
  "title",
  "author",
  "content",
  "full_content",
  "keywords",
  "image_url",
  "image_path",
  "category",
  "read_time",
  "views",
  "likes",
  "created_at",
].sort();

type Ctx = APIRequestContext;
const contexts: Ctx[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
});

/** A request context signed in with a fresh account of `role` (or anonymous). */
async function as(
  playwright: { request: { newContext: (o: { baseURL?: string; userAgent?: string }) => Promise<Ctx> } },
  role: Role | "anonymous",
): Promise<Ctx> {
  // a browser's user agent: a robot's views are not counted
  const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, userAgent: test.info().project.use.userAgent });
  contexts.push(ctx);
  if (role !== "anonymous") await loginAs(ctx, await createUser(role));
  return ctx;
}

const article = (over: Record<string, unknown> = {}) => ({
  title: `مقال تجريبي ${randomUUID().slice(0, 8)}`,
  content: "ملخص قصير عن المقال",
  author: "د. ليلى حداد",
  keywords: "AI, machine learning",
  image_path: "",
  full_content: "<h2>مقدمة</h2><p>نص المقال</p>",
  category: "",
  read_time: 4,
  ...over,
});

async function create(admin: Ctx, over: Record<string, unknown> = {}) {
  const res = await admin.post(`${API}/create.php`, { data: article(over) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; post: Record<string, unknown> };
}

test.describe("GET read.php", () => {
  test("members get every post newest first in the legacy shape; anonymous is 401", async ({ playwright }) => {
    const anon = await as(playwright, "anonymous");
    await expectNotLoggedIn(await anon.get(`${API}/read.php`));

    const admin = await as(playwright, "admin");
    const first = await create(admin);
    const second = await create(admin);
    const member = await as(playwright, "user");
    const res = await member.get(`${API}/read.php`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["posts", "success"]);
    expect(body.success).toBe(true);
    const ids = body.posts.map((p: { id: number }) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const post = body.posts.find((p: { id: number }) => p.id === first.id);
    expect(Object.keys(post).sort()).toEqual(POST_KEYS);
    expect(post).toMatchObject({
      author: "د. ليلى حداد",
      keywords: "AI, machine learning",
      category: "Computer Science",
      read_time: 4,
      views: 0,
      likes: 0,
      image_path: null,
      image_url: null,
    });
    expect(new Date(post.created_at).toString()).not.toBe("Invalid Date");
  });

  test("q searches title, content, author and keywords with Arabic normalization", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const tag = randomUUID().slice(0, 6);
    const { id } = await create(admin, {
      title: `الذكاء الإصطناعي في التشخيص ${tag}`,
      author: `Dr. Nour ${tag}`,
      keywords: `Deep Learning, رؤية ${tag}`,
      content: "دراسة صدرت عام 2026 عن المستشفى",
    });
    const member = await as(playwright, "user");
    const hits = async (q: string) => ((await (await member.get(`${API}/read.php`, { params: { q } })).json()).posts as { id: number }[]).map((p) => p.id);
    for (const q of ["الاصطناعي", "الذَّكاء الاصطـــناعي", "deep LEARNING", `dr. nour ${tag}`, "٢٠٢٦", "المستشفي", `رؤيه ${tag}`]) {
      expect(await hits(q), q).toContain(id);
    }
    expect(await hits(`لا يوجد ${tag} إطلاقاً`)).toEqual([]);
    expect(await hits("' OR 1=1 --")).not.toContain(id);
    expect(await hits("%")).not.toContain(id);
    expect(await hits("_")).not.toContain(id);
  });

  test("limit and cursor page through the results; total and next_cursor tell what is left", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const tag = `page${randomUUID().slice(0, 6)}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await create(admin, { keywords: tag })).id);
    const member = await as(playwright, "user");
    const one = await (await member.get(`${API}/read.php`, { params: { q: tag, limit: 2 } })).json();
    expect(one.posts.map((p: { id: number }) => p.id)).toEqual([made[2], made[1]]);
    expect(one.total).toBe(3);
    expect(one.next_cursor).toBe(made[1]);
    const two = await (await member.get(`${API}/read.php`, { params: { q: tag, limit: 2, cursor: String(one.next_cursor) } })).json();
    expect(two.posts.map((p: { id: number }) => p.id)).toEqual([made[0]]);
    expect(two.next_cursor).toBeNull();
    const byPage = await (await member.get(`${API}/read.php`, { params: { q: tag, limit: 2, page: 2 } })).json();
    expect(byPage.posts.map((p: { id: number }) => p.id)).toEqual([made[0]]);
  });

  test("bad query values are a 400, never a 500", async ({ playwright }) => {
    const member = await as(playwright, "user");
    for (const params of <Record<string, string>[]>[
      { limit: "abc" },
      { limit: "0" },
      { limit: "100000" },
      { cursor: "../../etc" },
      { cursor: "1 OR 1=1" },
      { page: "-1" },
      { q: "x".repeat(500) },
    ]) {
      const res = await member.get(`${API}/read.php`, { params });
      expect(res.status(), JSON.stringify(params)).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
  });
});

test.describe("GET get_single.php", () => {
  test("returns the post and counts a member's views once per hour", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const { id } = await create(admin);
    const a = await as(playwright, "user");
    const b = await as(playwright, "user");
    const first = await a.get(`${API}/get_single.php`, { params: { id } });
    expect(first.status()).toBe(200);
    const body = await first.json();
    expect(Object.keys(body).sort()).toEqual(["post", "success"]);
    expect(Object.keys(body.post).sort()).toEqual(POST_KEYS);
    expect(body.post).toMatchObject({ id, views: 1, likes: 0, full_content: '<h2 dir="auto">مقدمة</h2><p dir="auto">نص المقال</p>' });
    expect((await (await a.get(`${API}/get_single.php?id=${id}`)).json()).post.views).toBe(1);
    expect((await (await b.get(`${API}/get_single.php?id=${id}`)).json()).post.views).toBe(2);
    // the usage rows: a's second read, a repeat within 30 seconds, is not one
    expect(await (await testDb()).articleUsage.count({ where: { pageId: id, kind: "view" } })).toBe(2);
  });

  test("simultaneous reads by one member count one view and never fail", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const { id } = await create(admin);
    const member = await as(playwright, "user");
    const answers = await Promise.all(Array.from({ length: 8 }, () => member.get(`${API}/get_single.php?id=${id}`)));
    expect(answers.map((r) => r.status())).toEqual(Array(8).fill(200));
    expect(await (await testDb()).articleUsage.count({ where: { pageId: id, kind: "view" } })).toBe(1);
  });

  test("a missing post is 404; bad ids are 400; anonymous is 401", async ({ playwright }) => {
    const member = await as(playwright, "user");
    const missing = await member.get(`${API}/get_single.php?id=999999999`);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Post not found", code: "NOT_FOUND" });
    for (const id of ["abc", "../../etc/passwd", "1 OR 1=1", "-1", "0", "1.5", "", "1e3"]) {
      const res = await member.get(`${API}/get_single.php`, { params: { id } });
      expect(res.status(), id).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    expect((await member.get(`${API}/get_single.php`)).status()).toBe(400);
    expect((await (await as(playwright, "anonymous")).get(`${API}/get_single.php?id=1`)).status()).toBe(401);
  });
});

test.describe("writes: create.php, update.php, delete.php", () => {
  test("role matrix: anonymous 401, member 403, admin and superadmin allowed", async ({ playwright }) => {
    const anon = await as(playwright, "anonymous");
    const member = await as(playwright, "user");
    const admin = await as(playwright, "admin");
    const superadmin = await as(playwright, "superadmin");
    const { id } = await create(admin);
    for (const [ctx, status] of [
      [anon, 401],
      [member, 403],
    ] as const) {
      expect((await ctx.post(`${API}/create.php`, { data: article() })).status()).toBe(status);
      expect((await ctx.put(`${API}/update.php`, { data: { ...article(), id } })).status()).toBe(status);
      expect((await ctx.delete(`${API}/delete.php?id=${id}`)).status()).toBe(status);
      expect((await ctx.post(`${API}/upload_image.php`, { multipart: { image: { name: "a.png", mimeType: "image/png", buffer: PNG } } })).status()).toBe(
        status,
      );
    }
    expect(await (await testDb()).post.count({ where: { id } })).toBe(1);
    const created = await superadmin.post(`${API}/create.php`, { data: article() });
    expect(created.status()).toBe(201);
    const upd = await superadmin.put(`${API}/update.php`, { data: { ...article({ title: "عنوان محدث" }), id } });
    expect(upd.status()).toBe(200);
    expect(await upd.json()).toMatchObject({ success: true, message: "Post updated successfully", post: { id, title: "عنوان محدث" } });
    const del = await admin.delete(`${API}/delete.php?id=${id}`);
    expect(await del.json()).toEqual({ success: true, message: "Post deleted successfully" });
    expect((await admin.delete(`${API}/delete.php?id=${id}`)).status()).toBe(404);
  });

  test("create stores the post, a normalized, stemmed search key and a sanitized body", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    // a post names only an image uploaded for posts
    const uploaded = await admin.post(`${API}/upload_image.php`, { multipart: { image: { name: "a.png", mimeType: "image/png", buffer: PNG } } });
    const { image_path } = await uploaded.json();
    const res = await admin.post(`${API}/create.php`, {
      data: article({
        title: "الطاقة المتجدّدة",
        keywords: ["طاقة", " بيئة ", ""],
        full_content: `<p onclick="x()">نص</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">ر</a>`,
        read_time: "٧ دقائق",
        image_path,
      }),
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Post created successfully", id: expect.any(Number) });
    const row = await (await testDb()).post.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.searchKey).toContain(" طاق متجدد ");
    expect(row.keywords).toBe("طاقة, بيئة");
    expect(row.readTime).toBe(7);
    expect(row.fullContent).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(row.fullContent).toContain("نص");
    expect(row.imagePath).toBe(image_path);
  });

  test("an empty full content falls back to the short content; update keeps the search key in step", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const { id, post } = await create(admin, { full_content: "", content: "ملخص فقط" });
    expect(post.full_content).toBe('<p dir="auto">ملخص فقط</p>');
    const res = await admin.put(`${API}/update.php`, { data: { ...article({ title: "Quantum Computing للمبتدئين" }), id: String(id) } });
    expect(res.status()).toBe(200);
    expect((await (await testDb()).post.findUniqueOrThrow({ where: { id } })).searchKey).toContain(" quantum computing مبتدئ ");
    expect((await admin.put(`${API}/update.php`, { data: { ...article(), id: 999999999 } })).status()).toBe(404);
  });

  test("a read time left empty is computed from the body, and again after the body changes", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const member = await as(playwright, "user");
    const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `كلمة${i}`).join(" ")}</p>`;
    const readTimes = async (id: number) => {
      const single = (await (await member.get(`${API}/get_single.php`, { params: { id } })).json()).post.read_time;
      const listed = ((await (await member.get(`${API}/read.php`, { params: { limit: 100 } })).json()).posts as { id: number; read_time: number }[]).find(
        (p) => p.id === id,
      )?.read_time;
      return [single, listed];
    };
    const { id } = await create(admin, { read_time: "", full_content: words(450) });
    expect(await readTimes(id)).toEqual([3, 3]); // ceil(450 / 200)
    const res = await admin.put(`${API}/update.php`, { data: { ...article({ read_time: null, full_content: words(50) }), id } });
    expect(res.status(), await res.text()).toBe(200);
    expect(await readTimes(id)).toEqual([1, 1]);
  });

  test("a post's tags follow its keywords on create and update", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const tagsOf = async (postId: number) =>
      (await (await testDb()).postTag.findMany({ where: { postId }, orderBy: { slug: "asc" } })).map((t) => [t.slug, t.keyword]);
    const { id } = await create(admin, { keywords: "Machine Learning، مياه جوفية, machine learning" });
    expect(await tagsOf(id)).toEqual([
      ["machine-learning", "Machine Learning"],
      ["مياه-جوفية", "مياه جوفية"],
    ]);
    await admin.put(`${API}/update.php`, { data: { ...article({ keywords: "زراعة" }), id } });
    expect(await tagsOf(id)).toEqual([["زراعة", "زراعة"]]);
  });

  test("a legacy client's category comes back exactly as sent (create, update, read, get_single); empty derives from the keywords", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const member = await as(playwright, "user");
    const { id, post } = await create(admin, { category: "علوم الحاسوب", keywords: "health" });
    expect(post.category).toBe("علوم الحاسوب");
    expect((await (await testDb()).post.findUniqueOrThrow({ where: { id } })).category).toBe("علوم الحاسوب");
    const listed = (await (await member.get(`${API}/read.php`)).json()).posts.find((p: { id: number }) => p.id === id);
    expect(listed.category).toBe("علوم الحاسوب");
    expect((await (await member.get(`${API}/get_single.php?id=${id}`)).json()).post.category).toBe("علوم الحاسوب");

    const upd = await admin.put(`${API}/update.php`, { data: { ...article({ category: "computer science" }), id } });
    expect((await upd.json()).post.category).toBe("computer science");
    expect((await (await member.get(`${API}/get_single.php?id=${id}`)).json()).post.category).toBe("computer science");

    const cleared = await admin.put(`${API}/update.php`, { data: { ...article({ category: "", keywords: "health, AI" }), id } });
    expect((await cleared.json()).post.category).toBe("Medical Science");
  });

  test("bad input is a 4xx with an error, never a 500", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const bad = await admin.post(`${API}/create.php`, { headers: { "Content-Type": "application/json" }, data: Buffer.from("{not json") });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: "Invalid JSON", code: "BAD_REQUEST" });
    const missing = await admin.post(`${API}/create.php`, { data: { title: "عنوان" } });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).error).toContain("Please fill in all required fields");
    for (const data of [
      article({ title: 5 }),
      article({ content: ["x"] }),
      article({ author: { a: 1 } }),
      article({ title: "   " }),
      article({ title: "x".repeat(301) }),
      article({ read_time: "soon" }),
      article({ read_time: 99999 }),
      article({ image_path: "javascript:alert(1)" }),
      article({ image_url: "../../etc/passwd" }),
      article({ keywords: 42 }),
      [1, 2, 3],
    ]) {
      const res = await admin.post(`${API}/create.php`, { data });
      expect(res.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    const huge = await admin.post(`${API}/create.php`, { data: article({ title: "x".repeat(1024 * 1024) }) });
    expect(huge.status()).toBe(413);
    for (const id of ["abc", "../1", "1; DROP TABLE Post", null, -3]) {
      const res = await admin.put(`${API}/update.php`, { data: { ...article(), id } });
      expect(res.status(), String(id)).toBe(400);
    }
    for (const id of ["abc", "..%2F..%2Fetc", "1 OR 1=1", ""]) {
      const res = await admin.delete(`${API}/delete.php?id=${id}`);
      expect(res.status(), id).toBe(400);
    }
    expect((await admin.delete(`${API}/delete.php`)).status()).toBe(400);
  });

  test("SQL-injection text is stored as text", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const title = `Robert'); DROP TABLE "Post";-- ${randomUUID().slice(0, 4)}`;
    const { id } = await create(admin, { title });
    expect((await (await testDb()).post.findUniqueOrThrow({ where: { id } })).title).toBe(title);
  });

  test("a cross-site write is refused", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const res = await admin.post(`${API}/create.php`, { headers: { Origin: "https://evil.example" }, data: article() });
    expect(res.status()).toBe(403);
  });

  test("deleting a post removes its likes, bookmarks and views", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const { id } = await create(admin);
    const member = await createUser();
    const db = await testDb();
    await db.postLike.create({ data: { postId: id, userId: member.id } });
    await db.postBookmark.create({ data: { postId: id, userId: member.id } });
    await db.postView.create({ data: { postId: id, userId: member.id, day: "2026-01-01" } });
    expect((await admin.delete(`${API}/delete.php?id=${id}`)).status()).toBe(200);
    expect(await db.postLike.count({ where: { postId: id } })).toBe(0);
    expect(await db.postBookmark.count({ where: { postId: id } })).toBe(0);
    expect(await db.postView.count({ where: { postId: id } })).toBe(0);
  });
});

test.describe("POST upload_image.php", () => {
  test("stores an image by its content under a random name, served to members", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const res = await admin.post(`${API}/upload_image.php`, {
      multipart: { image: { name: "../../evil name.php", mimeType: "application/x-php", buffer: PNG } },
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, image_path: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/) });
    const member = await as(playwright, "user");
    const file = await member.get(body.image_path);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("an uploaded image is removed with the last post that uses it", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const { image_path } = await (
      await admin.post(`${API}/upload_image.php`, { multipart: { image: { name: "a.png", mimeType: "image/png", buffer: PNG } } })
    ).json();
    const { id } = await create(admin, { image_path });
    expect((await admin.get(image_path)).status()).toBe(200);
    expect((await admin.delete(`${API}/delete.php?id=${id}`)).status()).toBe(200);
    expect((await admin.get(image_path)).status()).toBe(404);
  });

  test("wrong type by content, a disguised file, over 5 MB and no file are refused", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const text = await admin.post(`${API}/upload_image.php`, {
      multipart: { image: { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just text") } },
    });
    expect(text.status()).toBe(415);
    expect(await text.json()).toEqual({
      success: false,
      error: "Unsupported file type. Please choose an image (JPEG, PNG, GIF, WebP)",
      code: "UNSUPPORTED_TYPE",
    });
    const disguised = await admin.post(`${API}/upload_image.php`, {
      multipart: { image: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<?php system($_GET['c']); ?><script>alert(1)</script>") } },
    });
    expect(disguised.status()).toBe(415);
    const svg = await admin.post(`${API}/upload_image.php`, {
      multipart: { image: { name: "x.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') } },
    });
    expect(svg.status()).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await admin.post(`${API}/upload_image.php`, { multipart: { image: { name: "big.png", mimeType: "image/png", buffer: big } } });
    expect(tooBig.status()).toBe(413);
    expect(await tooBig.json()).toEqual({ success: false, error: "Image must be smaller than 5 MB", code: "TOO_LARGE" });
    const none = await admin.post(`${API}/upload_image.php`, { multipart: { other: "x" } });
    expect(none.status()).toBe(400);
    const notMultipart = await admin.post(`${API}/upload_image.php`, { data: { image: "x" } });
    expect(notMultipart.status()).toBe(400);
  });
});
