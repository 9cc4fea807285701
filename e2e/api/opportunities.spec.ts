import { apiClient as client, createUser, expect, test, testDb, type Role } from "../fixtures";
import { indexedKeyOf } from "../../lib/search/arabic";
import { joinBody, PROJECT_FIELDS, seedOpportunity } from "../seed/opportunities";
import { expectListed, expectNotLoggedIn } from "./answers";
import { writeMatrix } from "./write-matrix";

const API = "/backend/api/opportunities";

const validInput = {
  title: "دراسة الصحة النفسية للطلاب",
  description: "مسح ميداني",
  field: "علم نفس",
  type: "تعاون بحثي",
  contact_email: "lab@uni.edu",
  tags: ["طلاب", "استبيان"],
};

test.describe("read.php", () => {
  test("anonymous is 401; members see approved ones and their own, with the spec's shape", async ({ playwright }) => {
    const anon = await client(playwright);
    await expectNotLoggedIn(await anon.get(`${API}/read.php`));

    const owner = await createUser();
    const other = await createUser();
    const approved = await seedOpportunity(owner, { status: "approved" });
    const pending = await seedOpportunity(owner, { status: "pending" });
    const rejected = await seedOpportunity(owner, { status: "rejected" });

    const asOther = await client(playwright, other);
    const res = await asOther.get(`${API}/read.php`);
    const { body, row } = await expectListed(res, "opportunities", approved, [pending, rejected]);
    expect(body.success).toBe(true);
    expect(row).toEqual({
      id: approved.id,
      title: approved.title,
      description: "وصف المشروع",
      field: "صحة",
      type: "تعاون بحثي",
      contact_email: "lab@uni.edu",
      tags: ["طب"],
      author_name: owner.name,
      user_id: owner.id,
      status: "approved",
      participant_count: 0,
      created_at: approved.createdAt.toISOString(),
      formatted_date: approved.createdAt.toISOString().slice(0, 10),
      is_owner: false,
      can_manage: false,
      pending_requests: 0,
      my_request_status: null,
    });

    const asOwner = await client(playwright, owner);
    const mine = (await (await asOwner.get(`${API}/read.php`)).json()).opportunities.map((o: { id: number }) => o.id);
    expect(mine).toEqual(expect.arrayContaining([approved.id, pending.id, rejected.id]));
  });

  test("?admin=true: all statuses for admins and superadmins, 403 for members", async ({ playwright }) => {
    const owner = await createUser();
    const pending = await seedOpportunity(owner, { status: "pending" });
    for (const role of ["admin", "superadmin"] as Role[]) {
      const ctx = await client(playwright, await createUser(role));
      const body = await (await ctx.get(`${API}/read.php?admin=true`)).json();
      expect(body.opportunities.map((o: { id: number }) => o.id)).toContain(pending.id);
    }
    const member = await client(playwright, await createUser());
    expect((await member.get(`${API}/read.php?admin=true`)).status()).toBe(403);
  });

  test("paginates, filters by field and status, and searches normalized Arabic", async ({ playwright }) => {
    const owner = await createUser();
    const tag = Math.random().toString(36).slice(2, 8);
    for (let i = 0; i < 5; i++) await seedOpportunity(owner, { title: `الإحصاء ${tag} ${i}`, field: "هندسة" });
    const db = await testDb();
    await db.opportunity.updateMany({ where: { title: { contains: tag } }, data: { searchKey: indexedKeyOf(`الاحصاء ${tag}`) } });
    const ctx = await client(playwright, await createUser("admin"));
    const page1 = await (await ctx.get(`${API}/read.php?q=${encodeURIComponent(`الإحصاء ${tag}`)}&page=1&limit=2&field=${encodeURIComponent("هندسة")}`)).json();
    expect(page1).toMatchObject({ success: true, total: 5, page: 1, limit: 2 });
    expect(page1.opportunities).toHaveLength(2);
    const page3 = await (await ctx.get(`${API}/read.php?q=${encodeURIComponent(`الاحصاء ${tag}`)}&page=3&limit=2`)).json();
    expect(page3.opportunities).toHaveLength(1);
    const none = await (await ctx.get(`${API}/read.php?q=${tag}&field=${encodeURIComponent("بيئة")}`)).json();
    expect(none.total).toBe(0);
    const pending = await (await ctx.get(`${API}/read.php?admin=true&status=pending&q=${tag}`)).json();
    expect(pending.total).toBe(0);
  });
});

test.describe("read.php at scale", () => {
  test("the unpaged legacy list answers with thousands of rows; a page stays small", async ({ playwright }) => {
    const db = await testDb();
    const owner = await createUser();
    await db.opportunity.createMany({
      data: Array.from({ length: 1500 }, (_, i) => ({
        title: `bulk ${i}`,
        description: "d",
        contactEmail: "a@b.co",
        authorName: owner.name,
        status: "rejected",
        userId: owner.id,
        searchKey: `bulk ${i}`,
      })),
    });
    try {
      const ctx = await client(playwright, await createUser("admin"));
      const all = await ctx.get(`${API}/read.php?admin=true`);
      expect(all.status()).toBe(200);
      expect((await all.json()).opportunities.length).toBeGreaterThanOrEqual(1500);
      const page = await (await ctx.get(`${API}/read.php?admin=true&status=rejected&page=2&limit=10`)).json();
      expect(page.opportunities).toHaveLength(10);
      expect(page.total).toBeGreaterThanOrEqual(1500);
    } finally {
      await db.opportunity.deleteMany({ where: { userId: owner.id } });
    }
  });
});

test.describe("create.php", () => {
  test("anonymous 401; a member creates a pending opportunity owned by the session, a forged user_id is ignored", async ({ playwright }) => {
    const db = await testDb();
    const anon = await client(playwright);
    // other tests create opportunities at the same time: look for this test's own title only
    const title = `${validInput.title} ${Math.random().toString(36).slice(2, 10)}`;
    expect((await anon.post(`${API}/create.php`, { data: { ...validInput, title } })).status()).toBe(401);
    expect(await db.opportunity.count({ where: { title } })).toBe(0);

    const victim = await createUser();
    const member = await createUser();
    const ctx = await client(playwright, member);
    const res = await ctx.post(`${API}/create.php`, {
      data: { ...validInput, tags: JSON.stringify([" طلاب ", "طلاب", ""]), user_id: victim.id, status: "approved" },
    });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Opportunity created", id: expect.any(Number) });
    expect(body.opportunity).toMatchObject({
      status: "pending",
      user_id: member.id,
      author_name: member.name,
      tags: ["طلاب"],
      participant_count: 0,
      is_owner: true,
    });
    const stored = await db.opportunity.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ userId: member.id, status: "pending", tags: '["طلاب"]' });
  });

  test("defaults: field 'عام', type 'تعاون بحثي', author 'مستخدم' for a member without a name", async ({ playwright }) => {
    const member = await createUser();
    await (await testDb()).user.update({ where: { id: member.id }, data: { name: "" } });
    const ctx = await client(playwright, member);
    const res = await ctx.post(`${API}/create.php`, { data: { title: "T", description: "D", contact_email: "a@b.co" } });
    expect(res.status()).toBe(201);
    expect((await res.json()).opportunity).toMatchObject({ field: "عام", type: "تعاون بحثي", author_name: "مستخدم", tags: [] });
  });

  test("bad input is a 400, never a 5xx", async ({ playwright }) => {
    const ctx = await client(playwright, await createUser());
    for (const data of [
      {},
      { ...validInput, title: "" },
      { ...validInput, contact_email: "nope" },
      { ...validInput, title: ["x"] },
      { ...validInput, tags: Array.from({ length: 50 }, (_, i) => `t${i}`) },
      { ...validInput, description: "x".repeat(6000) },
      { ...validInput, tags: 5 },
      { ...validInput, field: { a: 1 } },
    ]) {
      const res = await ctx.post(`${API}/create.php`, { data });
      expect(res.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    const bad = await ctx.post(`${API}/create.php`, { headers: { "Content-Type": "application/json" }, data: Buffer.from("{oops") });
    expect(bad.status()).toBe(400);
    const arr = await ctx.post(`${API}/create.php`, { data: [1, 2] });
    expect(arr.status()).toBe(400);
  });
});

test.describe("writes: the authorization matrix", () => {
  const stored = async (id: number) => (await testDb()).opportunity.findUniqueOrThrow({ where: { id } });
  writeMatrix(API, {
    seed: (owner) => seedOpportunity(owner, { status: "pending" }),
    rows: stored,
    update: {
      data: (row, owner) => ({ id: row.id, ...validInput, user_id: owner.id }),
      done: async (res, _row, owner) =>
        expect((await res.json()).opportunity).toMatchObject({ title: validInput.title, user_id: owner.id, author_name: owner.name }),
    },
    status: { to: "approved", done: async (_res, row) => expect((await stored(row.id)).status).toBe("approved") },
    remove: {
      data: (row, owner) => ({ id: row.id, user_id: owner.id }),
      done: async (res, row) => {
        expect(await res.json()).toEqual({ success: true, message: "Opportunity deleted" });
        expect(await (await testDb()).opportunity.findUnique({ where: { id: row.id } })).toBeNull();
      },
    },
    author: { name: "owner", update: 200, status: 403, remove: 200 },
    other: { update: 403, status: 403, remove: 403 },
  });

  test("a member's edit of an approved opportunity sends it back to review; an admin's keeps it", async ({ playwright }) => {
    const owner = await createUser();
    const row = await seedOpportunity(owner, { status: "approved" });
    const asAdmin = await client(playwright, await createUser("admin"));
    expect((await (await asAdmin.put(`${API}/update.php`, { data: { id: row.id, ...validInput } })).json()).opportunity.status).toBe("approved");
    const asOwner = await client(playwright, owner);
    expect((await (await asOwner.put(`${API}/update.php`, { data: { id: row.id, ...validInput } })).json()).opportunity.status).toBe("pending");
  });

  test("missing ids are 404 and bad ids 400", async ({ playwright }) => {
    const ctx = await client(playwright, await createUser("admin"));
    expect((await ctx.put(`${API}/update.php`, { data: { id: 99_999_999, ...validInput } })).status()).toBe(404);
    expect((await ctx.delete(`${API}/delete.php`, { data: { id: 99_999_999 } })).status()).toBe(404);
    expect((await ctx.put(`${API}/update_status.php`, { data: { id: 99_999_999, status: "approved" } })).status()).toBe(404);
    for (const id of ["abc", -1, 0, 1.5, null, {}, "1e9999"]) {
      expect((await ctx.delete(`${API}/delete.php`, { data: { id } })).status()).toBe(400);
    }
    expect((await ctx.delete(`${API}/delete.php`)).status()).toBe(400);
  });
});

test.describe("update_status.php transitions", () => {
  test("pending → approved → pending → rejected → pending; approved → rejected is refused", async ({ playwright }) => {
    const db = await testDb();
    const row = await seedOpportunity(await createUser(), { status: "pending" });
    const ctx = await client(playwright, await createUser("admin"));
    const set = (status: string) => ctx.put(`${API}/update_status.php`, { data: { id: row.id, status } });
    const r1 = await set("approved");
    expect(r1.status()).toBe(200);
    expect(await r1.json()).toMatchObject({ success: true, message: "Status updated", opportunity: { id: row.id, status: "approved" } });
    expect((await set("rejected")).status()).toBe(409);
    expect((await db.opportunity.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("approved");
    expect((await set("approved")).status()).toBe(200); // the same status again changes nothing
    expect((await set("pending")).status()).toBe(200);
    expect((await set("rejected")).status()).toBe(200);
    expect((await set("approved")).status()).toBe(409);
    expect((await set("pending")).status()).toBe(200);
    for (const status of ["done", "", 5, null]) expect((await ctx.put(`${API}/update_status.php`, { data: { id: row.id, status } })).status()).toBe(400);
    expect((await db.opportunity.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");
  });
});

test.describe("join.php and the request workflow", () => {
  test("a member joins once (409 on a repeat), never their own or a non-approved one; forged user_id ignored", async ({ playwright }) => {
    const db = await testDb();
    const owner = await createUser();
    const member = await createUser();
    const someoneElse = await createUser();
    const open = await seedOpportunity(owner, { status: "approved" });
    const pending = await seedOpportunity(owner, { status: "pending" });
    const rejected = await seedOpportunity(owner, { status: "rejected" });

    const anon = await client(playwright);
    expect((await anon.post(`${API}/join.php`, { data: joinBody(open.id) })).status()).toBe(401);

    const ctx = await client(playwright, member);
    const res = await ctx.post(`${API}/join.php`, { data: joinBody(open.id, { user_id: someoneElse.id }) });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: "Join request sent",
      // what was sent, as the member's (the body's user_id is ignored), pending
      request: { ...joinBody(open.id), id: expect.any(Number), project_id: null, user_id: member.id, status: "pending", created_at: expect.any(String) },
    });
    const again = await ctx.post(`${API}/join.php`, { data: joinBody(open.id) });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: "You have already sent a request for this project",
      code: "CONFLICT",
      reason: "ALREADY_REQUESTED",
    });
    expect(await db.partnershipRequest.count({ where: { opportunityId: open.id } })).toBe(1);
    expect(await db.partnershipRequest.count({ where: { userId: someoneElse.id } })).toBe(0);

    expect((await ctx.post(`${API}/join.php`, { data: joinBody(pending.id) })).status()).toBe(404);
    expect((await ctx.post(`${API}/join.php`, { data: joinBody(rejected.id) })).status()).toBe(404);
    const asOwner = await client(playwright, owner);
    const own = await asOwner.post(`${API}/join.php`, { data: joinBody(open.id) });
    expect(own.status()).toBe(403);
    expect((await own.json()).error).toBe("You cannot join your own project");
    const asAdmin = await client(playwright, await createUser("admin"));
    expect((await asAdmin.post(`${API}/join.php`, { data: joinBody(pending.id) })).status()).toBe(403);
    expect(await db.partnershipRequest.count({ where: { opportunityId: { in: [pending.id, rejected.id] } } })).toBe(0);

    for (const data of [
      {},
      joinBody(open.id, { email: "x" }),
      joinBody(open.id, { research_interests: "" }),
      joinBody(open.id, { name: "" }),
      joinBody(999_999_999),
      joinBody(open.id, { expertise: 5 }),
    ]) {
      const r = await ctx.post(`${API}/join.php`, { data });
      expect([400, 404]).toContain(r.status());
    }
  });

  test("the owner and admins see and answer requests; participant_count counts accepted ones; the requester sees the state", async ({ playwright }) => {
    const db = await testDb();
    const owner = await createUser();
    const a = await createUser();
    const b = await createUser();
    const stranger = await createUser();
    const open = await seedOpportunity(owner, { status: "approved" });
    const asA = await client(playwright, a);
    const asB = await client(playwright, b);
    const reqA = (await (await asA.post(`${API}/join.php`, { data: joinBody(open.id, { name: "أ" }) })).json()).request;
    const reqB = (await (await asB.post(`${API}/join.php`, { data: joinBody(open.id, { name: "ب" }) })).json()).request;

    const asStranger = await client(playwright, stranger);
    expect((await asStranger.get(`${API}/requests.php?id=${open.id}`)).status()).toBe(403);
    expect((await asA.get(`${API}/requests.php?id=${open.id}`)).status()).toBe(403);
    expect((await asStranger.put(`${API}/respond.php`, { data: { id: reqA.id, status: "accepted" } })).status()).toBe(403);
    expect((await asA.put(`${API}/respond.php`, { data: { id: reqA.id, status: "accepted" } })).status()).toBe(403);
    expect((await db.partnershipRequest.findUniqueOrThrow({ where: { id: reqA.id } })).status).toBe("pending");
    expect((await (await client(playwright)).get(`${API}/requests.php?id=${open.id}`)).status()).toBe(401);

    const asOwner = await client(playwright, owner);
    const list = await (await asOwner.get(`${API}/requests.php?id=${open.id}`)).json();
    expect(list.success).toBe(true);
    expect(list.requests.map((r: { id: number }) => r.id)).toEqual([reqA.id, reqB.id]);
    const card = async () => (await (await asOwner.get(`${API}/read.php`)).json()).opportunities.find((o: { id: number }) => o.id === open.id);
    expect(await card()).toMatchObject({ participant_count: 0, pending_requests: 2, can_manage: true });

    const ok = await asOwner.put(`${API}/respond.php`, { data: { id: reqA.id, status: "accepted" } });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).request).toMatchObject({ id: reqA.id, status: "accepted" });
    const asAdmin = await client(playwright, await createUser("superadmin"));
    expect((await asAdmin.put(`${API}/respond.php`, { data: { id: reqB.id, status: "declined" } })).status()).toBe(200);
    expect((await asAdmin.get(`${API}/requests.php?id=${open.id}`)).status()).toBe(200);
    expect(await card()).toMatchObject({ participant_count: 1, pending_requests: 0 });
    for (const status of ["pending", "maybe", 1]) expect((await asOwner.put(`${API}/respond.php`, { data: { id: reqA.id, status } })).status()).toBe(400);
    expect((await asOwner.put(`${API}/respond.php`, { data: { id: 999_999_999, status: "accepted" } })).status()).toBe(404);
    expect((await asOwner.get(`${API}/requests.php`)).status()).toBe(400);
    expect((await asOwner.get(`${API}/requests.php?id=abc`)).status()).toBe(400);

    const mineA = await (await asA.get(`${API}/my_requests.php`)).json();
    expect(mineA.requests).toEqual([expect.objectContaining({ id: reqA.id, status: "accepted", opportunity_id: open.id, target_title: open.title })]);
    const mineB = await (await asB.get(`${API}/my_requests.php`)).json();
    expect(mineB.requests[0]).toMatchObject({ id: reqB.id, status: "declined" });
    const seenByA = (await (await asA.get(`${API}/read.php`)).json()).opportunities.find((o: { id: number }) => o.id === open.id);
    expect(seenByA).toMatchObject({ my_request_status: "accepted", participant_count: 1, pending_requests: 0, can_manage: false });
    expect((await (await client(playwright)).get(`${API}/my_requests.php`)).status()).toBe(401);
  });

  test("concurrency: 50 members at once make 50 requests; 50 joins by one member make one", async ({ playwright }) => {
    test.setTimeout(120_000);
    const db = await testDb();
    const owner = await createUser();
    const open = await seedOpportunity(owner, { status: "approved" });
    const members = await Promise.all(Array.from({ length: 50 }, () => createUser()));
    const contexts = await Promise.all(members.map((m) => client(playwright, m)));
    const results = await Promise.all(contexts.map((c) => c.post(`${API}/join.php`, { data: joinBody(open.id) })));
    expect(results.map((r) => r.status())).toEqual(Array(50).fill(201));
    expect(await db.partnershipRequest.count({ where: { opportunityId: open.id } })).toBe(50);

    const single = await seedOpportunity(owner, { status: "approved" });
    const one = contexts[0];
    const burst = await Promise.all(Array.from({ length: 50 }, () => one.post(`${API}/join.php`, { data: joinBody(single.id) })));
    const statuses = burst.map((r) => r.status()).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await db.partnershipRequest.count({ where: { opportunityId: single.id } })).toBe(1);
    await Promise.all(contexts.map((c) => c.dispose()));
  });
});

test.describe("research projects API", () => {
  const RP = "/backend/api/research_projects";
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const fields = PROJECT_FIELDS;

  test("create with a PDF, list, request collaboration (409 on a repeat), the author sees the request", async ({ playwright }) => {
    const author = await createUser();
    const asAuthor = await client(playwright, author);
    const res = await asAuthor.post(`${RP}/create.php`, { multipart: { ...fields, file: { name: "plan.pdf", mimeType: "application/pdf", buffer: pdf } } });
    expect(res.status()).toBe(201);
    const { project } = await res.json();
    expect(project).toMatchObject({
      title: fields.title,
      tags: ["بيئة", "مياه"],
      author: author.name,
      user_id: author.id,
      fileName: "plan.pdf",
      fileUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.pdf$/),
    });
    expect((await asAuthor.get(project.fileUrl)).status()).toBe(200);

    const member = await createUser();
    const asMember = await client(playwright, member);
    const list = await (await asMember.get(`${RP}/read.php?tag=${encodeURIComponent("مياه")}`)).json();
    expect(list.projects.map((p: { id: number }) => p.id)).toContain(project.id);
    expect(list.tags).toContain("مياه");
    const body = { project_id: project.id, name: "م", email: "m@x.co", message: "أود التعاون", expertise: "إحصاء", academic_background: "دكتوراه" };
    expect((await asMember.post(`${RP}/request.php`, { data: body })).status()).toBe(201);
    expect((await asMember.post(`${RP}/request.php`, { data: body })).status()).toBe(409);
    expect((await asMember.post(`${RP}/request.php`, { data: { ...body, message: "" } })).status()).toBe(400);
    expect((await asAuthor.post(`${RP}/request.php`, { data: body })).status()).toBe(403);
    const reqs = await (await asAuthor.get(`${API}/requests.php?project_id=${project.id}`)).json();
    expect(reqs.requests).toEqual([expect.objectContaining({ project_id: project.id, user_id: member.id, status: "pending" })]);
    expect((await asMember.get(`${API}/requests.php?project_id=${project.id}`)).status()).toBe(403);
    expect((await asAuthor.put(`${API}/respond.php`, { data: { id: reqs.requests[0].id, status: "accepted" } })).status()).toBe(200);
    expect((await asMember.delete(`${RP}/delete.php`, { data: { id: project.id } })).status()).toBe(403);
    expect((await asAuthor.delete(`${RP}/delete.php`, { data: { id: project.id } })).status()).toBe(200);
  });

  test("concurrency: ten collaboration requests by one member at once make one (one 201, nine 409, no 5xx)", async ({ playwright }) => {
    const db = await testDb();
    const author = await createUser();
    const project = await db.researchProject.create({
      data: {
        title: `مشروع ${Math.random().toString(36).slice(2, 8)}`,
        description: "وصف",
        institution: "جامعة",
        requiredExpertise: "إحصاء",
        tags: "[]",
        authorName: author.name,
        userId: author.id,
        searchKey: "x",
      },
    });
    const asMember = await client(playwright, await createUser());
    const body = { project_id: project.id, name: "م", email: "m@x.co", message: "أود التعاون", expertise: "إحصاء", academic_background: "دكتوراه" };
    const burst = await Promise.all(Array.from({ length: 10 }, () => asMember.post(`${RP}/request.php`, { data: body })));
    expect(burst.map((r) => r.status()).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await db.partnershipRequest.count({ where: { projectId: project.id } })).toBe(1);
    await asMember.dispose();
  });

  test("attachments are checked by content and limited to 10 MB; required fields and a tag", async ({ playwright }) => {
    const db = await testDb();
    const ctx = await client(playwright, await createUser());
    // other tests create projects at the same time: this test's projects carry their own title
    const title = `${fields.title} ${Math.random().toString(36).slice(2, 10)}`;
    const own = { ...fields, title };
    const fake = await ctx.post(`${RP}/create.php`, {
      multipart: { ...own, file: { name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") } },
    });
    expect(fake.status()).toBe(415);
    const zip = await ctx.post(`${RP}/create.php`, {
      multipart: { ...own, file: { name: "x.docx", mimeType: "application/zip", buffer: Buffer.from("PK\u0003\u0004 just a zip") } },
    });
    expect(zip.status()).toBe(415);
    // a Word document is kept as .docx and served as one
    const docxBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("\0\0[Content_Types].xml\0\0word/document.xml\0")]);
    const docx = await ctx.post(`${RP}/create.php`, {
      multipart: { ...own, file: { name: "خطة البحث.docx", mimeType: "application/octet-stream", buffer: docxBytes } },
    });
    expect(docx.status()).toBe(201);
    const saved = await db.researchProject.findFirstOrThrow({ where: { title, fileName: "خطة البحث.docx" } });
    expect(saved.fileUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.docx$/);
    const served = await ctx.get(saved.fileUrl!);
    expect(served.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(served.headers()["content-disposition"]).toMatch(/^attachment/);
    await db.researchProject.delete({ where: { id: saved.id } });
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const large = await ctx.post(`${RP}/create.php`, { multipart: { ...own, file: { name: "big.pdf", mimeType: "application/pdf", buffer: big } } });
    expect(large.status()).toBe(413);
    const noTag = await ctx.post(`${RP}/create.php`, { multipart: { ...own, tags: "[]" } });
    expect(noTag.status()).toBe(400);
    expect((await noTag.json()).error).toBe("tags: Please fill in all required fields and add at least one tag");
    expect((await ctx.post(`${RP}/create.php`, { data: own })).status()).toBe(400);
    expect(await db.researchProject.count({ where: { title } })).toBe(0);
    const anon = await client(playwright);
    expect((await anon.post(`${RP}/create.php`, { multipart: own })).status()).toBe(401);
    expect(await db.researchProject.count({ where: { title } })).toBe(0);
    expect((await anon.get(`${RP}/read.php`)).status()).toBe(401);
  });
});
