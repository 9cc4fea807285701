import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";
import { PROJECT_FIELDS as fields } from "../seed/opportunities";

// PUT /backend/api/research_projects/update.php: the author or an admin edits a project, by JSON or
// multipart with a new attachment that replaces the old one.
const RP = "/backend/api/research_projects";
const pdf = () => Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${Math.random()}\ntrailer<<>>\n%%EOF\n`);

async function projectOf(playwright: Parameters<typeof client>[0], author: TestUser) {
  const asAuthor = await client(playwright, author);
  const res = await asAuthor.post(`${RP}/create.php`, { multipart: { ...fields, file: { name: "plan.pdf", mimeType: "application/pdf", buffer: pdf() } } });
  expect(res.status()).toBe(201);
  return { asAuthor, project: (await res.json()).project as { id: number; fileUrl: string; title: string } };
}

test("the author edits by JSON: the fields change, the rest and the attachment stay", async ({ playwright }) => {
  const author = await createUser();
  const { asAuthor, project } = await projectOf(playwright, author);
  const res = await asAuthor.put(`${RP}/update.php`, { data: { id: project.id, title: "  عنوان جديد  ", tags: ["ماء"] } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const body = await res.json();
  expect(body).toEqual({
    success: true,
    project: expect.objectContaining({ id: project.id, title: "عنوان جديد", tags: ["ماء"], institution: fields.institution }),
  });
  expect(body.project.fileUrl).toBe(project.fileUrl);
  const listed = await (await asAuthor.get(`${RP}/read.php`, { params: { q: "عنوان جديد", limit: "100" } })).json();
  expect(listed.projects.map((p: { id: number }) => p.id)).toContain(project.id);
});

test("multipart with a new file replaces the attachment and releases the old upload", async ({ playwright }) => {
  const db = await testDb();
  const author = await createUser();
  const { asAuthor, project } = await projectOf(playwright, author);
  const oldKey = project.fileUrl.split("/").pop()!;
  expect(await db.upload.count({ where: { key: oldKey } })).toBe(1);
  const res = await asAuthor.put(`${RP}/update.php`, {
    multipart: { id: String(project.id), description: "وصف محدث", file: { name: "plan-v2.pdf", mimeType: "application/pdf", buffer: pdf() } },
  });
  expect(res.status()).toBe(200);
  const { project: updated } = await res.json();
  expect(updated).toMatchObject({ id: project.id, description: "وصف محدث", title: fields.title, fileName: "plan-v2.pdf" });
  expect(updated.fileUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
  expect(updated.fileUrl).not.toBe(project.fileUrl);
  expect((await asAuthor.get(updated.fileUrl)).status()).toBe(200);
  // the old file is gone: its owner row and the file itself
  expect(await db.upload.count({ where: { key: oldKey } })).toBe(0);
  expect((await asAuthor.get(project.fileUrl)).status()).toBe(404);
});

test("bad input is 400 and changes nothing; a missing project is 404", async ({ playwright }) => {
  const db = await testDb();
  const author = await createUser();
  const { asAuthor, project } = await projectOf(playwright, author);
  for (const data of [{ title: "x" }, { id: project.id, title: "   " }, { id: project.id, tags: [] }, { id: "abc" }]) {
    const res = await asAuthor.put(`${RP}/update.php`, { data });
    expect(res.status(), JSON.stringify(data)).toBe(400);
    expect((await res.json()).success).toBe(false);
  }
  const txt = await asAuthor.put(`${RP}/update.php`, {
    multipart: { id: String(project.id), file: { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") } },
  });
  expect(txt.status()).toBe(415);
  expect((await db.researchProject.findUniqueOrThrow({ where: { id: project.id } })).title).toBe(fields.title);
  const missing = await asAuthor.put(`${RP}/update.php`, { data: { id: 999_999_999, title: "x" } });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).success).toBe(false);
});

test("who may edit: anonymous 401, another member 403, the author 200, an admin 200", async ({ playwright }) => {
  const author = await createUser();
  const { project } = await projectOf(playwright, author);
  const cases: [string, TestUser | undefined, number][] = [
    ["anonymous", undefined, 401],
    ["another member", await createUser(), 403],
    ["the author", author, 200],
    ["an admin", await createUser("admin"), 200],
    ["a superadmin", await createUser("superadmin"), 200],
  ];
  for (const [who, user, status] of cases) {
    const ctx = await client(playwright, user);
    const res = await ctx.put(`${RP}/update.php`, { data: { id: project.id, institution: `جامعة ${who}` } });
    expect(res.status(), who).toBe(status);
    const body = await res.json();
    expect(body.success, who).toBe(status === 200);
    if (status === 200) expect(body.project.institution).toBe(`جامعة ${who}`);
    await ctx.dispose();
  }
  const db = await testDb();
  expect((await db.researchProject.findUniqueOrThrow({ where: { id: project.id } })).institution).toBe("جامعة a superadmin");
});
