import type { APIResponse } from "@playwright/test";
import { createUser, expect, test, testDb } from "../fixtures";
import { client, cookieOf, file, fileExists, pdf, pdfWith, PNG, png, postChunked, starName, storedCopies, tempFiles, BASE } from "./learning-helpers";

const API = "/backend/api/prep_exams";
const fields = (extra: Record<string, string> = {}) => ({
  name: `اختبار ${Math.random().toString(36).slice(2, 8)}`,
  description: "نموذج تدريبي",
  difficulty: "Intermediate",
  resources: JSON.stringify(["practiceTests", "studyGuides"]),
  category: "اللغة",
  duration_minutes: "90",
  ...extra,
});

/** A refused upload: the status, and the message under both names the page reads (`error` and `message`). */
async function expectRefused(res: APIResponse, status: number, message: string, more: object = {}) {
  expect(res.status()).toBe(status);
  expect(await res.json()).toMatchObject({ success: false, error: message, message, ...more });
}

test.describe("read.php", () => {
  test("anonymous 401; a member gets every exam, bare, in the design's shape", async ({ playwright }) => {
    const anon = await client(playwright);
    const r0 = await anon.get(`${API}/read.php`);
    expect(r0.status()).toBe(401);
    expect(r0.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(await r0.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });

    const admin = await client(playwright, await createUser("admin"));
    const created = (await (await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...fields(), exam_pdf: file("model.pdf", pdf()) } })).json()).exam;
    const member = await client(playwright, await createUser());
    // other specs add and delete exams meanwhile: every exam stored before the call and still
    // stored after it is listed, and nothing is listed that was never stored
    const ids = async () => new Set((await (await testDb()).exam.findMany({ select: { id: true } })).map((e) => e.id));
    const before = await ids();
    const res = await member.get(`${API}/read.php`);
    const after = await ids();
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    const listed = new Set((body.exams as { id: number }[]).map((e) => e.id));
    for (const id of before) if (after.has(id)) expect(listed.has(id)).toBe(true);
    for (const id of listed) expect(before.has(id) || after.has(id)).toBe(true);
    expect(body.exams.find((e: { id: number }) => e.id === created.id)).toEqual({
      id: created.id,
      name: created.name,
      description: "نموذج تدريبي",
      difficulty: "Intermediate",
      enrollments: 0,
      category: "اللغة",
      category_en: null,
      image_url: null,
      resources: ["practiceTests", "studyGuides"],
      download_url: `${API}/download.php/model.pdf?id=${created.id}`,
      duration_minutes: 90,
      rating: 0,
      rating_count: 0,
      my_rating: null,
    });
    // the demo exams are there
    expect(body.exams.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(["GRE", "TOEFL", "IELTS", "GMAT", "SAT"]));
    expect((await (await member.get(`${API}/read.php?limit=2`)).json()).exams).toHaveLength(2);
    expect((await member.get(`${API}/read.php?limit=0`)).status()).toBe(400);
    const found = (await (await member.get(`${API}/read.php?q=${encodeURIComponent(created.name)}`)).json()).exams;
    expect(found.map((e: { id: number }) => e.id)).toEqual([created.id]);
  });
});

test.describe("upload_exam_pdf.php", () => {
  test("an admin uploads: 201, the row, the audit entry, and the downloaded file is byte-identical", async ({ playwright }) => {
    const adminUser = await createUser("admin");
    const admin = await client(playwright, adminUser);
    const bytes = pdf("identical");
    const res = await admin.post(`${API}/upload_exam_pdf.php`, {
      multipart: { ...fields({ difficulty: "Advanced" }), exam_pdf: file("GRE model.pdf", bytes), image: file("c.png", PNG, "image/png") },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Upload successful", exam: { difficulty: "Advanced", enrollments: 0 } });
    expect(body.exam.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const db = await testDb();
    const row = await db.exam.findUniqueOrThrow({ where: { id: body.exam.id } });
    expect(row.fileName).toBe("GRE model.pdf");
    expect(await fileExists(row.fileKey)).toBe(true);
    expect(await db.auditEntry.count({ where: { action: "exam.create", targetId: String(row.id), actorId: adminUser.id } })).toBe(1);

    const member = await client(playwright, await createUser());
    const dl = await member.get(body.exam.download_url);
    expect(dl.status()).toBe(200);
    expect(Buffer.from(await dl.body()).equals(bytes)).toBe(true);
    const h = dl.headers();
    expect(h["content-type"]).toBe("application/pdf");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["content-disposition"]).toBe(`attachment; filename="GRE model.pdf"; filename*=UTF-8''GRE%20model.pdf`);
    expect(h["etag"]).toMatch(/^"[a-f0-9]{32}-[0-9a-f]+"$/);
    expect(h["accept-ranges"]).toBe("bytes");
    // the plain path answers too, and a matching ETag is a 304
    expect((await member.get(`${API}/download.php?id=${row.id}`)).status()).toBe(200);
    expect((await member.get(`${API}/download.php?id=${row.id}`, { headers: { "If-None-Match": h["etag"] } })).status()).toBe(304);
  });

  test("an Arabic file name round-trips through Content-Disposition and the download path", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const name = "نموذج اختبار القدرات.pdf";
    const exam = (await (await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...fields(), exam_pdf: file(name, pdf()) } })).json()).exam;
    expect(decodeURIComponent(exam.download_url.split("?")[0].split("/").pop())).toBe(name);
    const dl = await admin.get(exam.download_url);
    expect(starName(dl.headers()["content-disposition"])).toBe(name);
    expect(dl.headers()["content-disposition"]).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=/);
  });

  test("a range request gets 206 with those bytes; past the end 416", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const bytes = pdf("range");
    const exam = (await (await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...fields(), exam_pdf: file("r.pdf", bytes) } })).json()).exam;
    const part = await admin.get(exam.download_url, { headers: { Range: "bytes=5-24" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 5-24/${bytes.length}`);
    expect(Buffer.from(await part.body()).equals(bytes.subarray(5, 25))).toBe(true);
    const tail = await admin.get(exam.download_url, { headers: { Range: "bytes=-10" } });
    expect(Buffer.from(await tail.body()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const bad = await admin.get(exam.download_url, { headers: { Range: `bytes=${bytes.length}-` } });
    expect(bad.status()).toBe(416);
    expect(bad.headers()["content-range"]).toBe(`bytes */${bytes.length}`);
  });

  test("members may not upload; nothing is stored", async ({ playwright }) => {
    const member = await client(playwright, await createUser());
    const bytes = pdf("member");
    const f = fields();
    const res = await member.post(`${API}/upload_exam_pdf.php`, { multipart: { ...f, exam_pdf: file("m.pdf", bytes) } });
    await expectRefused(res, 403, "Forbidden");
    expect(await (await testDb()).exam.count({ where: { name: f.name } })).toBe(0);
    expect(await storedCopies(bytes)).toEqual([]);
  });

  const refusals: [string, () => { name: string; bytes: Buffer }, number, string, Record<string, string>?][] = [
    ["a PNG called .pdf", () => ({ name: "x.pdf", bytes: png() }), 415, "Please select a PDF file."],
    ["text called .pdf", () => ({ name: "x.pdf", bytes: Buffer.from("hello, not a pdf") }), 415, "Please select a PDF file."],
    [
      "a PDF with JavaScript",
      () => ({ name: "js.pdf", bytes: pdfWith("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>") }),
      415,
      "PDF files with scripts or automatic actions are not accepted",
    ],
    [
      "a PDF with an additional action",
      () => ({ name: "aa.pdf", bytes: pdfWith("/AA << /O << /S /Launch /F (calc.exe) >> >>") }),
      415,
      "PDF files with scripts or automatic actions are not accepted",
    ],
    [
      "a PDF + HTML polyglot",
      () => ({ name: "p.pdf", bytes: Buffer.concat([pdf(), Buffer.from("<html><script>alert(document.cookie)</script></html>")]) }),
      415,
      "The file contains more than one format",
    ],
    [
      "a PDF + zip polyglot",
      () => ({ name: "z.pdf", bytes: Buffer.concat([pdf(), Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0])]) }),
      415,
      "The file contains more than one format",
    ],
    ["a traversal name", () => ({ name: "../../data/app.pdf", bytes: pdf() }), 400, "Invalid file name"],
    ["a bad difficulty", () => ({ name: "d.pdf", bytes: pdf() }), 400, "difficulty: Invalid value", { difficulty: "Expert" }],
    [
      "resources that are not a JSON list of known names",
      () => ({ name: "r.pdf", bytes: pdf() }),
      400,
      "resources: Invalid value",
      { resources: '["hacking"]' },
    ],
  ];
  for (const [what, make, status, message, extra] of refusals) {
    test(`refuses ${what} (${status}) and stores nothing`, async ({ playwright }) => {
      const admin = await client(playwright, await createUser("admin"));
      const db = await testDb();
      const { name, bytes } = make();
      const f = fields(extra);
      const res = await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...f, exam_pdf: file(name, bytes) } });
      await expectRefused(res, status, message);
      expect(await db.exam.count({ where: { name: f.name } })).toBe(0);
      expect(await storedCopies(bytes)).toEqual([]);
    });
  }

  test("no file: 400 'Please select a PDF file to upload.'", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const res = await admin.post(`${API}/upload_exam_pdf.php`, { multipart: fields() });
    await expectRefused(res, 400, "Please select a PDF file to upload.", { reason: "NO_FILE" });
  });

  test("oversize is 413 with a Content-Length and without one (streamed), leaving no partial file", async ({ playwright }) => {
    const adminUser = await createUser("admin");
    const admin = await client(playwright, adminUser);
    const db = await testDb();
    const f = fields();
    const big = Buffer.concat([pdf(), Buffer.alloc(26 * 1024 * 1024, 0x20)]);
    const res = await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...f, exam_pdf: file("big.pdf", big) } });
    expect(res.status()).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: "TOO_LARGE" });
    const streamed = await postChunked(`${BASE()}${API}/upload_exam_pdf.php`, await cookieOf(admin), "exam_pdf", "big.pdf", big, f);
    expect(streamed.status).toBe(413);
    expect(await db.exam.count({ where: { name: f.name } })).toBe(0);
    expect(await storedCopies(big)).toEqual([]);
    // another worker's upload may be mid-write: its temporary file goes in a moment, a partial
    // write left by this request would stay
    await expect.poll(tempFiles).toEqual([]);
  });
});

test.describe("update.php, delete.php", () => {
  test("an admin edits and deletes (the PDF goes too); a member is refused and nothing changes", async ({ playwright }) => {
    const adminUser = await createUser("admin");
    const admin = await client(playwright, adminUser);
    const member = await client(playwright, await createUser());
    const exam = (await (await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...fields(), exam_pdf: file("e.pdf", pdf()) } })).json()).exam;
    const db = await testDb();
    const row = await db.exam.findUniqueOrThrow({ where: { id: exam.id } });

    expect((await member.put(`${API}/update.php`, { data: { id: exam.id, name: "hacked" } })).status()).toBe(403);
    expect((await member.delete(`${API}/delete.php`, { data: { id: exam.id } })).status()).toBe(403);
    expect(await db.exam.findUniqueOrThrow({ where: { id: exam.id } })).toEqual(row);

    const up = await admin.put(`${API}/update.php`, { data: { id: exam.id, name: "GRE 2027", duration_minutes: 120, resources: ["videoTutorials"] } });
    expect(up.status(), await up.text()).toBe(200);
    expect((await up.json()).exam).toMatchObject({
      id: exam.id,
      name: "GRE 2027",
      duration_minutes: 120,
      resources: ["videoTutorials"],
      description: "نموذج تدريبي",
      difficulty: "Intermediate",
    });
    expect((await admin.put(`${API}/update.php`, { data: { id: exam.id, difficulty: "Hard" } })).status()).toBe(400);
    // the category's English name: an admin gives it with the exam, a member may not, too long is 400
    const category = `فئة ${Math.random().toString(36).slice(2, 8)}`;
    expect((await member.put(`${API}/update.php`, { data: { id: exam.id, category, category_en: "Mine" } })).status()).toBe(403);
    expect((await admin.put(`${API}/update.php`, { data: { id: exam.id, category, category_en: "x".repeat(101) } })).status()).toBe(400);
    expect(await db.learningLabel.findUnique({ where: { ar: category } })).toBeNull();
    const named = await admin.put(`${API}/update.php`, { data: { id: exam.id, category, category_en: "Verbal reasoning" } });
    expect((await named.json()).exam).toMatchObject({ category, category_en: "Verbal reasoning" });
    const listed = await (await member.get(`${API}/read.php?category=${encodeURIComponent(category)}`)).json();
    expect(listed.names[category]).toBe("Verbal reasoning");

    const del = await admin.delete(`${API}/delete.php`, { data: { id: exam.id } });
    expect(del.status()).toBe(200);
    expect(await db.exam.findUnique({ where: { id: exam.id } })).toBeNull();
    expect(await fileExists(row.fileKey)).toBe(false);
    expect((await admin.get(exam.download_url)).status()).toBe(404);
    expect((await admin.delete(`${API}/delete.php`, { data: { id: exam.id } })).status()).toBe(404);
    expect(await db.auditEntry.count({ where: { targetType: "exam", targetId: String(exam.id), actorId: adminUser.id } })).toBe(4);
  });
});

test.describe("download.php and rate.php", () => {
  test("enrollments count distinct members: 20 parallel downloads (and ranges) by one member count once", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const exam = (await (await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...fields(), exam_pdf: file("c.pdf", pdf()) } })).json()).exam;
    const one = await client(playwright, await createUser());
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => one.get(exam.download_url, i % 4 === 0 ? { headers: { Range: "bytes=0-99" } } : {})));
    expect(all.filter((r) => r.status() === 206)).toHaveLength(5);
    expect(all.filter((r) => r.status() === 200)).toHaveLength(15);
    const read = async () => (await (await one.get(`${API}/read.php`)).json()).exams.find((e: { id: number }) => e.id === exam.id);
    expect((await read()).enrollments).toBe(1);
    const two = await client(playwright, await createUser());
    await two.get(exam.download_url);
    expect((await read()).enrollments).toBe(2);
    expect((await one.get(`${API}/download.php?id=999999`)).status()).toBe(404);
    expect((await (await client(playwright)).get(exam.download_url)).status()).toBe(401);
  });

  test("ratings 1–5, one per member (a new one replaces it), average and count", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const exam = (await (await admin.post(`${API}/upload_exam_pdf.php`, { multipart: { ...fields(), exam_pdf: file("c.pdf", pdf()) } })).json()).exam;
    const a = await client(playwright, await createUser());
    const b = await client(playwright, await createUser());
    for (const bad of [0, 6, 2.5, "x"]) expect((await a.post(`${API}/rate.php`, { data: { exam_id: exam.id, rating: bad } })).status()).toBe(400);
    expect((await a.post(`${API}/rate.php`, { data: { exam_id: 999999, rating: 3 } })).status()).toBe(404);
    expect(await (await a.post(`${API}/rate.php`, { data: { exam_id: exam.id, rating: 2 } })).json()).toEqual({
      success: true,
      rating: 2,
      rating_count: 1,
      my_rating: 2,
    });
    expect(await (await a.post(`${API}/rate.php`, { data: { exam_id: exam.id, rating: 4 } })).json()).toEqual({
      success: true,
      rating: 4,
      rating_count: 1,
      my_rating: 4,
    });
    expect(await (await b.post(`${API}/rate.php`, { data: { exam_id: String(exam.id), rating: 5 } })).json()).toEqual({
      success: true,
      rating: 4.5,
      rating_count: 2,
      my_rating: 5,
    });
    const seen = (await (await a.get(`${API}/read.php`)).json()).exams.find((e: { id: number }) => e.id === exam.id);
    expect(seen).toMatchObject({ rating: 4.5, rating_count: 2, my_rating: 4 });
  });
});
