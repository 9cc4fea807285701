import { createUser, expect, test, testDb } from "../fixtures";
import { client, file, pdf, starName, storedCopies } from "./learning-helpers";

const API = "/backend/api/resources";
const input = (extra: object = {}) => ({
  title: `مورد ${Math.random().toString(36).slice(2, 8)}`,
  description: "شرح مفصل",
  type: "guide",
  download_url: "https://example.org/guide",
  ...extra,
});
const ids = (body: { resources: { id: number }[] }) => body.resources.map((r) => r.id);

test.describe("resources", () => {
  test("a member's resource waits as a Draft, seen only by its author until an admin publishes it", async ({ playwright }) => {
    expect((await (await client(playwright)).get(`${API}/read.php`)).status()).toBe(401);
    const authorUser = await createUser();
    const author = await client(playwright, authorUser);
    const other = await client(playwright, await createUser());
    const adminUser = await createUser("admin");
    const admin = await client(playwright, adminUser);

    const res = await author.post(`${API}/create.php`, { data: input({ status: "Published", author: "someone else" }) });
    expect(res.status(), await res.text()).toBe(201);
    const created = (await res.json()).resource;
    expect(created).toEqual({
      id: created.id,
      title: created.title,
      description: "شرح مفصل",
      type: "guide",
      author: authorUser.name,
      status: "Draft",
      views: 0,
      download_url: "https://example.org/guide",
      file_path: null,
      created_at: expect.any(String),
      is_owner: true,
    });
    expect(ids(await (await author.get(`${API}/read.php`)).json())).toContain(created.id);
    expect(ids(await (await other.get(`${API}/read.php`)).json())).not.toContain(created.id);
    expect((await other.get(`${API}/open.php?id=${created.id}`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await other.get(`${API}/read.php?admin=true`)).status()).toBe(403);
    expect(ids(await (await admin.get(`${API}/read.php?admin=true&status=Draft`)).json())).toContain(created.id);

    // only an admin edits or publishes
    expect((await author.put(`${API}/update.php`, { data: { id: created.id, status: "Published" } })).status()).toBe(403);
    const pub = await admin.put(`${API}/update.php`, { data: { id: created.id, status: "Published" } });
    expect((await pub.json()).resource.status).toBe("Published");
    expect(ids(await (await other.get(`${API}/read.php`)).json())).toContain(created.id);
    expect(await (await testDb()).auditEntry.count({ where: { action: "resource.publish", targetId: String(created.id), actorId: adminUser.id } })).toBe(1);
    // published, its author may no longer delete it; an admin may
    expect((await author.delete(`${API}/delete.php`, { data: { id: created.id } })).status()).toBe(403);
    expect((await admin.delete(`${API}/delete.php`, { data: { id: created.id } })).status()).toBe(200);
  });

  test("an author deletes their own Draft, not someone else's", async ({ playwright }) => {
    const author = await client(playwright, await createUser());
    const other = await client(playwright, await createUser());
    const r = (await (await author.post(`${API}/create.php`, { data: input() })).json()).resource;
    expect((await other.delete(`${API}/delete.php`, { data: { id: r.id } })).status()).toBe(404);
    expect(await (await testDb()).learningResource.count({ where: { id: r.id } })).toBe(1);
    expect((await author.delete(`${API}/delete.php`, { data: { id: r.id } })).status()).toBe(200);
  });

  test("links must be http(s); required fields; nothing stored on a refusal", async ({ playwright }) => {
    const db = await testDb();
    const memberUser = await createUser();
    const member = await client(playwright, memberUser);
    for (const url of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://x.org/a", "/relative", "https://"]) {
      const res = await member.post(`${API}/create.php`, { data: input({ download_url: url }) });
      expect(res.status(), url).toBe(400);
    }
    expect((await member.post(`${API}/create.php`, { data: input({ title: " " }) })).status()).toBe(400);
    expect((await member.post(`${API}/create.php`, { data: input({ description: "" }) })).status()).toBe(400);
    expect((await member.post(`${API}/create.php`, { data: input({ download_url: "" }) })).status()).toBe(400);
    expect((await member.post(`${API}/create.php`, { data: input({ type: "podcast" }) })).status()).toBe(400);
    const admin = await client(playwright, await createUser("admin"));
    const r = (await (await admin.post(`${API}/create.php`, { data: input({ status: "Published", author: "فريق" }) })).json()).resource;
    expect((await admin.put(`${API}/update.php`, { data: { id: r.id, download_url: "javascript:alert(1)" } })).status()).toBe(400);
    expect((await db.learningResource.findUniqueOrThrow({ where: { id: r.id } })).downloadUrl).toBe("https://example.org/guide");
    expect(await db.learningResource.count({ where: { userId: memberUser.id } })).toBe(0);
  });

  test("type filter and search", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const word = `كلمة${Math.random().toString(36).slice(2, 6)}`;
    const video = (await (await admin.post(`${API}/create.php`, { data: input({ type: "video", title: `محاضرة ${word}`, status: "Published" }) })).json())
      .resource;
    const member = await client(playwright, await createUser());
    const videos = await (await member.get(`${API}/read.php?type=video&limit=100`)).json();
    expect(videos.resources.every((r: { type: string }) => r.type === "video")).toBe(true);
    expect(ids(videos)).toContain(video.id);
    expect(ids(await (await member.get(`${API}/read.php?type=article&limit=100`)).json())).not.toContain(video.id);
    expect(ids(await (await member.get(`${API}/read.php?q=${encodeURIComponent(word)}`)).json())).toEqual([video.id]);
    expect((await member.get(`${API}/read.php?type=podcast`)).status()).toBe(400);
  });

  test("open.php: 302 to a link or the document itself; views once per member and day", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const link = (await (await admin.post(`${API}/create.php`, { data: input({ status: "Published", author: "فريق" }) })).json()).resource;
    const bytes = pdf("workshop");
    const withDoc = await admin.post(`${API}/create.php`, {
      multipart: { title: "دليل الورشة", type: "article", author: "فريق", status: "Published", document: file("دليل الورشة.pdf", bytes) },
    });
    expect(withDoc.status(), await withDoc.text()).toBe(201);
    const doc = (await withDoc.json()).resource;
    expect(doc.file_path).toBe(`${API}/open.php/${encodeURIComponent("دليل الورشة.pdf")}?id=${doc.id}`);

    const member = await client(playwright, await createUser());
    const opens = await Promise.all(Array.from({ length: 20 }, () => member.get(`${API}/open.php?id=${link.id}`, { maxRedirects: 0 })));
    expect(opens.every((r) => r.status() === 302 && r.headers()["location"] === "https://example.org/guide")).toBe(true);
    const file1 = await member.get(doc.file_path);
    expect(Buffer.from(await file1.body()).equals(bytes)).toBe(true);
    expect(starName(file1.headers()["content-disposition"])).toBe("دليل الورشة.pdf");
    const views = async (id: number) => (await (await member.get(`${API}/read.php?limit=100`)).json()).resources.find((r: { id: number }) => r.id === id).views;
    expect(await views(link.id)).toBe(1);
    expect(await views(doc.id)).toBe(1);

    // a wrong document type is refused and not stored
    const bad = Buffer.from("GIF89a not a document");
    expect((await admin.post(`${API}/create.php`, { multipart: { title: "x", type: "guide", author: "y", document: file("x.pdf", bad) } })).status()).toBe(415);
    expect(await storedCopies(bad)).toEqual([]);
  });
});
