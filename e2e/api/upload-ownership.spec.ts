// Whose file a record may name. A member could once put any visible `/uploads/…` name (another
// member's attachment, avatar or question image) into a record of their own and delete it with
// the record. Now a record names only a file its own author uploaded for that kind of record
// (admins: any admin's upload, for the records admins make), else a 400 naming the field; and a
// file goes only when no record names it any more.
import { apiClient as client, createUser, expect, test, testDb, type Role } from "../fixtures";
import { PNG, png } from "./learning-helpers";

const QA = "/backend/api/qa";
const RP = "/backend/api/research_projects";
const POSTS = "/backend/api/posts";
const pdf = () => Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${Math.random()}\ntrailer<<>>\n%%EOF\n`);
const project = { title: "تحليل جودة المياه", description: "عينات", institution: "جامعة القاهرة", requiredExpertise: "كيمياء", tags: JSON.stringify(["مياه"]) };
const question = (image_path: string | null) => ({ title: "سؤال عن الصورة", description: "ما الذي في الصورة؟", image_path });
const post = (fields: Record<string, string | null | undefined>) => ({ title: "مقال", content: "نص المقال", author: "كاتب", ...fields });
const image = (name = "i.png") => ({ name, mimeType: "image/png", buffer: png() });

test.describe("upload ownership", () => {
  test("the finding: B names A's project attachment in a question: 400 naming image_path, nothing stored, A's file stays", async ({ playwright }) => {
    const a = await createUser();
    const asA = await client(playwright, a);
    const created = await asA.post(`${RP}/create.php`, { multipart: { ...project, file: { name: "plan.pdf", mimeType: "application/pdf", buffer: pdf() } } });
    expect(created.status(), await created.text()).toBe(201);
    const fileUrl: string = (await created.json()).project.fileUrl;

    const b = await createUser();
    const asB = await client(playwright, b);
    // B finds the attachment's address where every member can read it
    const listed = await (await asB.get(`${RP}/read.php?limit=100`)).json();
    expect(listed.projects.map((p: { fileUrl: string }) => p.fileUrl)).toContain(fileUrl);
    const refused = await asB.post(`${QA}/create.php`, { data: question(fileUrl) });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, error: expect.stringMatching(/^image_path: /), reason: "UPLOAD_NOT_OWNED" });
    const db = await testDb();
    expect(await db.question.count({ where: { userId: b.id } })).toBe(0);
    expect((await asA.get(fileUrl)).status()).toBe(200);
  });

  for (const role of ["user", "admin", "superadmin"] as Role[]) {
    test(`${role}: a question names only an image its asker uploaded for a question`, async ({ playwright }) => {
      const owner = await createUser();
      const asOwner = await client(playwright, owner);
      const othersQuestionImage: string = (await (await asOwner.post(`${QA}/upload_image.php`, { multipart: { image: image() } })).json()).image_path;
      const othersAvatar: string = (await (await asOwner.post("/backend/api/profile/avatar.php", { multipart: { image: image() } })).json()).image;
      const actor = await createUser(role);
      const ctx = await client(playwright, actor);
      const ownAvatar: string = (await (await ctx.post("/backend/api/profile/avatar.php", { multipart: { image: image() } })).json()).image;
      // another member's question image or avatar, or one's own avatar (uploaded for another kind of record)
      for (const path of [othersQuestionImage, othersAvatar, ownAvatar]) {
        const res = await ctx.post(`${QA}/create.php`, { data: question(path) });
        expect(res.status(), path).toBe(400);
        expect((await res.json()).error).toMatch(/^image_path: /);
      }
      // one's own question image: 201, and deleting the question deletes it
      const up = await ctx.post(`${QA}/upload_image.php`, { multipart: { image: image() } });
      expect(up.status()).toBe(200);
      const own: string = (await up.json()).image_path;
      const created = await ctx.post(`${QA}/create.php`, { data: question(own) });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()).question;
      expect((await ctx.delete(`${QA}/delete.php`, { data: { id } })).status()).toBe(200);
      expect((await ctx.get(own)).status()).toBe(404);
      // the others' files were never touched
      for (const path of [othersQuestionImage, othersAvatar]) expect((await asOwner.get(path)).status()).toBe(200);
    });
  }

  test("a file a record still names survives the deletion of another record naming it (legacy rows)", async ({ playwright }) => {
    const a = await createUser();
    const asA = await client(playwright, a);
    const fileUrl: string = (
      await (await asA.post(`${RP}/create.php`, { multipart: { ...project, file: { name: "p.pdf", mimeType: "application/pdf", buffer: pdf() } } })).json()
    ).project.fileUrl;
    // a question written before ownership was checked names A's attachment
    const b = await createUser();
    const db = await testDb();
    const legacy = await db.question.create({ data: { title: "قديم", description: "قديم", imagePath: fileUrl, userId: b.id, authorName: b.name } });
    const asB = await client(playwright, b);
    expect((await asB.delete(`${QA}/delete.php`, { data: { id: legacy.id } })).status()).toBe(200);
    expect((await asA.get(fileUrl)).status()).toBe(200);
  });

  test("posts: admins name admins' post images (shared), never a member's upload or a disguised path; the image goes with the last post", async ({
    playwright,
  }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    const memberImage: string = (await (await asMember.post(`${QA}/upload_image.php`, { multipart: { image: image() } })).json()).image_path;
    const memberAvatar: string = (await (await asMember.post("/backend/api/profile/avatar.php", { multipart: { image: image() } })).json()).image;
    const admin = await client(playwright, await createUser("admin"));
    const other = await client(playwright, await createUser("superadmin"));
    for (const fields of [
      { image_path: memberImage },
      { image_url: memberAvatar },
      { image_path: memberImage.slice(1) },
      { image_url: memberImage.replace("/uploads/", "/./uploads/") },
    ]) {
      const res = await admin.post(`${POSTS}/create.php`, { data: post(fields) });
      expect(res.status(), JSON.stringify(fields)).toBe(400);
      expect((await res.json()).error).toMatch(new RegExp(`^${Object.keys(fields)[0]}: `));
    }
    expect((await asMember.get(memberImage)).status()).toBe(200);

    const uploaded = await admin.post(`${POSTS}/upload_image.php`, { multipart: { image: { name: "p.png", mimeType: "image/png", buffer: png() } } });
    expect(uploaded.status()).toBe(200);
    const path: string = (await uploaded.json()).image_path;
    const first = await admin.post(`${POSTS}/create.php`, { data: post({ image_path: path }) });
    expect(first.status(), await first.text()).toBe(201);
    // another admin names the same image, through image_url
    const second = await other.post(`${POSTS}/create.php`, { data: post({ image_url: path }) });
    expect(second.status(), await second.text()).toBe(201);
    expect((await admin.delete(`${POSTS}/delete.php?id=${(await first.json()).id}`)).status()).toBe(200);
    expect((await admin.get(path)).status()).toBe(200); // the second post still names it
    expect((await other.delete(`${POSTS}/delete.php?id=${(await second.json()).id}`)).status()).toBe(200);
    expect((await admin.get(path)).status()).toBe(404);
  });

  test("an avatar replaced or a project deleted takes its own file with it", async ({ playwright }) => {
    const ctx = await client(playwright, await createUser());
    const first: string = (await (await ctx.post("/backend/api/profile/avatar.php", { multipart: { image: image() } })).json()).image;
    const second: string = (
      await (await ctx.post("/backend/api/profile/avatar.php", { multipart: { image: { name: "b.png", mimeType: "image/png", buffer: PNG } } })).json()
    ).image;
    expect(second).not.toBe(first);
    expect((await ctx.get(first)).status()).toBe(404);
    expect((await ctx.get(second)).status()).toBe(200);
    const created = await ctx.post(`${RP}/create.php`, { multipart: { ...project, file: { name: "p.pdf", mimeType: "application/pdf", buffer: pdf() } } });
    const { id, fileUrl } = (await created.json()).project;
    expect((await ctx.delete(`${RP}/delete.php`, { data: { id } })).status()).toBe(200);
    expect((await ctx.get(fileUrl)).status()).toBe(404);
  });

  test("every upload has its owner row: uploader and kind of record", async ({ playwright }) => {
    const member = await createUser();
    const ctx = await client(playwright, member);
    const path: string = (await (await ctx.post(`${QA}/upload_image.php`, { multipart: { image: image() } })).json()).image_path;
    const db = await testDb();
    expect(await db.upload.findUnique({ where: { key: path.replace("/uploads/", "") } })).toMatchObject({
      purpose: "question",
      uploaderId: member.id,
      claimedAt: null,
    });
    const created = await ctx.post(`${QA}/create.php`, { data: question(path) });
    expect(created.status()).toBe(201);
    expect((await db.upload.findUnique({ where: { key: path.replace("/uploads/", "") } }))?.claimedAt).not.toBeNull();
  });
});
