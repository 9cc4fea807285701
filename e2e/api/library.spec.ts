import { createUser, expect, test, testDb } from "../fixtures";
import { client, docx, file, fileExists, pdf, PNG, starName, storedCopies } from "./learning-helpers";

const API = "/backend/api/library";
const base = (extra: Record<string, string> = {}) => ({
  title: `كتاب ${Math.random().toString(36).slice(2, 8)}`,
  type: "كتاب",
  author: "د. سارة",
  subject: "الفيزياء",
  year: "2022",
  ...extra,
});
const fields = base;

test.describe("library", () => {
  test("read.php: 401 anonymous; books in the design's shape and categories derived from the data", async ({ playwright }) => {
    expect((await (await client(playwright)).get(`${API}/read.php`)).status()).toBe(401);
    const admin = await client(playwright, await createUser("admin"));
    const category = `فئة ${Math.random().toString(36).slice(2, 6)}`;
    const created = await admin.post(`${API}/create.php`, {
      multipart: { ...fields({ category }), document: file("فيزياء الكم.pdf", pdf()), cover: file("c.png", PNG, "image/png") },
    });
    expect(created.status(), await created.text()).toBe(201);
    const book = (await created.json()).book;
    const member = await client(playwright, await createUser());
    const body = await (await member.get(`${API}/read.php`)).json();
    expect(body.success).toBe(true);
    expect(body.categories).toContain(category);
    expect(body.categories).toEqual(expect.arrayContaining(["منهجية البحث", "الإحصاء"]));
    expect(body.books.find((b: { id: number }) => b.id === book.id)).toEqual({
      id: book.id,
      title: book.title,
      type: "كتاب",
      author: "د. سارة",
      subject: "الفيزياء",
      year: "2022",
      category,
      category_en: null,
      downloads: 0,
      image_url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
      download_url: `${API}/download.php/${encodeURIComponent("فيزياء الكم.pdf")}?id=${book.id}`,
    });
    const filtered = await (await member.get(`${API}/read.php?category=${encodeURIComponent(category)}`)).json();
    expect(filtered.books.map((b: { id: number }) => b.id)).toEqual([book.id]);
    // without a category the subject is the category
    const noCat = (
      await (
        await admin.post(`${API}/create.php`, {
          multipart: { ...fields({ subject: "الكيمياء" }), document: file("k.docx", docx(), "application/octet-stream") },
        })
      ).json()
    ).book;
    expect(noCat.category).toBe("الكيمياء");
    expect(noCat.download_url).toContain("k.docx");
  });

  test("category_en: an admin names a new category in English (the list sends it), may rename it; too long is 400; a member may not", async ({
    playwright,
  }) => {
    const db = await testDb();
    const category = `فئة ${Math.random().toString(36).slice(2, 8)}`;
    const member = await client(playwright, await createUser());
    const refused = await member.post(`${API}/create.php`, { multipart: { ...fields({ category, category_en: "Mine" }), document: file("m.pdf", pdf()) } });
    expect(refused.status()).toBe(403);
    const admin = await client(playwright, await createUser("admin"));
    const tooLong = await admin.post(`${API}/create.php`, {
      multipart: { ...fields({ category, category_en: "x".repeat(101) }), document: file("l.pdf", pdf()) },
    });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).fields).toEqual({ category_en: "tooLong" });
    expect(await db.learningLabel.findUnique({ where: { ar: category } })).toBeNull();

    const created = await admin.post(`${API}/create.php`, {
      multipart: { ...fields({ category, category_en: "Quantum physics" }), document: file("q.pdf", pdf()) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const book = (await created.json()).book;
    expect(book).toMatchObject({ category, category_en: "Quantum physics" });
    const list = await (await member.get(`${API}/read.php?category=${encodeURIComponent(category)}`)).json();
    expect(list.names).toMatchObject({ [category]: "Quantum physics", كتاب: "Book" });
    expect(list.books.map((b: { category_en: string }) => b.category_en)).toEqual(["Quantum physics"]);

    expect((await member.put(`${API}/update.php`, { data: { id: book.id, category_en: "Hacked" } })).status()).toBe(403);
    const renamed = await admin.put(`${API}/update.php`, { data: { id: book.id, category_en: "Quantum Physics" } });
    expect((await renamed.json()).book.category_en).toBe("Quantum Physics");
    expect(await db.learningLabel.findUnique({ where: { ar: category } })).toEqual({ ar: category, en: "Quantum Physics" });
  });

  test("create.php: members 403, missing fields 400, wrong or hostile files 415; nothing stored", async ({ playwright }) => {
    const db = await testDb();
    const title = `مرفوض ${Math.random().toString(36).slice(2, 8)}`;
    const fields = (extra: Record<string, string> = {}) => base({ title, ...extra });
    const member = await client(playwright, await createUser());
    const bytes = pdf();
    expect((await member.post(`${API}/create.php`, { multipart: { ...fields(), document: file("a.pdf", bytes) } })).status()).toBe(403);
    const admin = await client(playwright, await createUser("admin"));
    for (const missing of ["title", "type", "author", "subject", "year"]) {
      const res = await admin.post(`${API}/create.php`, { multipart: { ...fields({ [missing]: "  " }), document: file("a.pdf", bytes) } });
      expect(res.status()).toBe(400);
      expect((await res.json()).fields).toEqual({ [missing]: `${missing}Required` });
    }
    const noDoc = await admin.post(`${API}/create.php`, { multipart: fields() });
    expect(noDoc.status()).toBe(400);
    expect((await noDoc.json()).reason).toBe("NO_FILE");
    const exe = Buffer.from("MZ\x90\x00 this program cannot be run in DOS mode", "latin1");
    const wrong = await admin.post(`${API}/create.php`, { multipart: { ...fields(), document: file("book.pdf", exe) } });
    expect(wrong.status()).toBe(415);
    expect((await wrong.json()).error).toBe("Only PDF, DOC or DOCX documents are accepted");
    const pptx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("[Content_Types].xml ppt/presentation.xml")]);
    expect((await admin.post(`${API}/create.php`, { multipart: { ...fields(), document: file("slides.pptx", pptx) } })).status()).toBe(415);
    const badCover = await admin.post(`${API}/create.php`, {
      multipart: { ...fields(), document: file("a.pdf", bytes), cover: file("c.png", Buffer.from("<svg onload=alert(1)>")) },
    });
    expect(badCover.status()).toBe(415);
    expect((await admin.post(`${API}/create.php`, { multipart: { ...fields(), document: file("..\\..\\evil.pdf", bytes) } })).status()).toBe(400);
    expect(await db.book.count({ where: { title } })).toBe(0);
    expect(await storedCopies(bytes)).toEqual([]);
  });

  test("download.php: byte-identical, Arabic name, ranges; one download per member and day under 20 parallel requests", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const bytes = pdf("book");
    const book = (await (await admin.post(`${API}/create.php`, { multipart: { ...fields(), document: file("مرجع الباحث.pdf", bytes) } })).json()).book;
    const member = await client(playwright, await createUser());
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => member.get(book.download_url, i % 5 === 0 ? { headers: { Range: "bytes=10-" } } : {})));
    expect(all.every((r) => r.ok())).toBe(true);
    const full = all.find((r) => r.status() === 200)!;
    expect(Buffer.from(await full.body()).equals(bytes)).toBe(true);
    expect(starName(full.headers()["content-disposition"])).toBe("مرجع الباحث.pdf");
    expect(full.headers()["x-content-type-options"]).toBe("nosniff");
    const ranged = all.find((r) => r.status() === 206)!;
    expect(Buffer.from(await ranged.body()).equals(bytes.subarray(10))).toBe(true);
    const downloads = async () => (await (await member.get(`${API}/read.php`)).json()).books.find((b: { id: number }) => b.id === book.id).downloads;
    expect(await downloads()).toBe(1);
    await (await client(playwright, await createUser())).get(book.download_url);
    expect(await downloads()).toBe(2);
  });

  test("update.php and delete.php: admins only; deleting removes the document and the cover", async ({ playwright }) => {
    const adminUser = await createUser("admin");
    const admin = await client(playwright, adminUser);
    const book = (
      await (
        await admin.post(`${API}/create.php`, { multipart: { ...fields(), document: file("d.pdf", pdf()), cover: file("c.png", PNG, "image/png") } })
      ).json()
    ).book;
    const db = await testDb();
    const row = await db.book.findUniqueOrThrow({ where: { id: book.id } });
    const member = await client(playwright, await createUser());
    expect((await member.put(`${API}/update.php`, { data: { id: book.id, title: "x" } })).status()).toBe(403);
    expect((await member.delete(`${API}/delete.php`, { data: { id: book.id } })).status()).toBe(403);
    expect(await db.book.findUniqueOrThrow({ where: { id: book.id } })).toEqual(row);

    const up = await admin.put(`${API}/update.php`, { data: { id: book.id, year: "2024", title: "عنوان جديد" } });
    expect((await up.json()).book).toMatchObject({ title: "عنوان جديد", year: "2024", author: "د. سارة" });
    expect((await admin.put(`${API}/update.php`, { data: { id: book.id, title: "" } })).status()).toBe(400);
    // a new document through multipart replaces the old file
    const newBytes = pdf("v2");
    const up2 = await admin.put(`${API}/update.php`, { multipart: { id: String(book.id), document: file("v2.pdf", newBytes) } });
    expect(up2.status(), await up2.text()).toBe(200);
    expect(await fileExists(row.fileKey)).toBe(false);
    const after = await db.book.findUniqueOrThrow({ where: { id: book.id } });
    expect(Buffer.from(await (await admin.get((await up2.json()).book.download_url)).body()).equals(newBytes)).toBe(true);

    expect((await admin.delete(`${API}/delete.php`, { data: { id: book.id } })).status()).toBe(200);
    expect(await fileExists(after.fileKey)).toBe(false);
    expect(await fileExists(row.coverPath!.slice("/uploads/".length))).toBe(false);
    expect(await db.book.findUnique({ where: { id: book.id } })).toBeNull();
    expect(await db.auditEntry.count({ where: { targetType: "book", targetId: String(book.id), actorId: adminUser.id } })).toBe(4);
  });
});
