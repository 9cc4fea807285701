import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { seedPost } from "../seed/posts";
import { seedOpportunity } from "../seed/opportunities";

// Researcher pages (GET researchers/get.php) and the profile fields behind them (profile/update.php).

const handleOf = async (id: string) => (await (await testDb()).user.findUniqueOrThrow({ where: { id } })).handle!;
const get = (ctx: Awaited<ReturnType<typeof client>>, handle: string) => ctx.get(`/backend/api/researchers/get.php?handle=${encodeURIComponent(handle)}`);

test.describe("researchers/get.php", () => {
  test("role matrix: anonymous 401; a member, the owner and an admin read it; unknown and removed members 404", async ({ playwright }) => {
    const owner = await createUser();
    const member = await createUser();
    const admin = await createUser("admin");
    const handle = await handleOf(owner.id);
    expect((await get(await client(playwright), handle)).status()).toBe(401);
    for (const who of [member, owner, admin]) {
      const res = await get(await client(playwright, who), handle);
      expect(res.status(), who.role).toBe(200);
      expect((await res.json()).researcher.handle).toBe(handle);
    }
    const ctx = await client(playwright, member);
    // a typed handle is found however it is cased, with or without '@'
    expect((await get(ctx, `@${handle.toUpperCase()}`)).status()).toBe(200);
    expect((await get(ctx, "no-such-researcher-x")).status()).toBe(404);
    expect((await ctx.get("/backend/api/researchers/get.php")).status()).toBe(400);
    await (await testDb()).user.update({ where: { id: owner.id }, data: { deletedAt: new Date() } });
    const gone = await get(ctx, handle);
    expect(gone.status()).toBe(404);
    expect(await gone.json()).toEqual({ success: false, error: "Researcher not found", code: "NOT_FOUND" });
  });

  test("the page's fields, counts, reputation breakdown and latest work come from the rows", async ({ playwright }) => {
    const db = await testDb();
    const author = await createUser();
    const asker = await createUser();
    const voters = [await createUser(), await createUser(), await createUser()];
    await db.user.update({
      where: { id: author.id },
      data: { bio: "نبذة", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097", interests: JSON.stringify(["تعلم الآلة", "NLP"]) },
    });
    const post = await seedPost({ title: "مقال الباحث" });
    await db.post.update({ where: { id: post.id }, data: { createdById: author.id } });
    const question = await db.question.create({
      data: { title: "سؤال السائل", description: "؟", status: "approved", userId: asker.id, authorName: asker.name },
    });
    const mine = await db.question.create({ data: { title: "سؤال الباحث", description: "؟", status: "approved", userId: author.id, authorName: author.name } });
    await db.question.create({ data: { title: "سؤال معلق", description: "؟", status: "pending", userId: author.id, authorName: author.name } });
    const answer = await db.answer.create({ data: { questionId: question.id, text: "جواب", userId: author.id, authorName: author.name } });
    await db.answer.create({ data: { questionId: mine.id, text: "جواب آخر", userId: author.id, authorName: author.name } });
    await db.question.update({ where: { id: question.id }, data: { acceptedAnswerId: answer.id } });
    // voters of some standing: a vote from an unverified or day-old account earns nothing (abuse.spec.ts)
    await db.user.updateMany({ where: { id: { in: voters.map((v) => v.id) } }, data: { createdAt: new Date(Date.now() - 2 * 86_400_000) } });
    for (const v of voters) await db.answerVote.create({ data: { answerId: answer.id, userId: v.id } });
    await seedOpportunity(author, { status: "approved", title: "فرصة معتمدة" });
    await seedOpportunity(author, { status: "pending", title: "فرصة معلقة" });
    const project = await db.researchProject.create({
      data: { title: "مشروع", description: "وصف", institution: "معهد", requiredExpertise: "خبرة", authorName: author.name, userId: author.id },
    });

    const handle = await handleOf(author.id);
    const row = await db.user.findUniqueOrThrow({ where: { id: author.id } });
    const body = await (await get(await client(playwright, asker), handle)).json();
    expect(body.researcher).toEqual({
      handle,
      name: author.name,
      image: null,
      bio: "نبذة",
      affiliation: "جامعة القاهرة",
      orcid: "0000-0002-1825-0097",
      interests: ["تعلم الآلة", "NLP"],
      joined: row.createdAt.toISOString(),
      reputation: 10 + 3 * 2 + 15 + 2 + 5,
      reputation_breakdown: [
        { source: "articles", count: 1, points: 10 },
        { source: "upvotes", count: 3, points: 6 },
        { source: "accepted", count: 1, points: 15 },
        { source: "questions", count: 1, points: 2 },
        { source: "opportunities", count: 1, points: 5 },
        { source: "reviews", count: 0, points: 0 },
      ],
      distinguished: false,
      counts: { articles: 1, answers: 2, accepted: 1, questions: 1, projects: 1, opportunities: 1, reviews: 0 },
    });
    expect(body.articles.map((a: { id: number }) => a.id)).toEqual([post.id]);
    expect(body.accepted_answers).toEqual([{ id: answer.id, question_id: question.id, title: "سؤال السائل", created_at: answer.createdAt.toISOString() }]);
    expect(body.questions.map((q: { title: string }) => q.title)).toEqual(["سؤال الباحث"]);
    expect(body.projects.map((p: { id: number }) => p.id)).toEqual([project.id]);
    expect(body.opportunities.map((o: { title: string }) => o.title)).toEqual(["فرصة معتمدة"]);

    // a vote taken back is a point less: nothing is stored that could drift
    await db.answerVote.delete({ where: { answerId_userId: { answerId: answer.id, userId: voters[0].id } } });
    expect((await (await get(await client(playwright, asker), handle)).json()).researcher.reputation).toBe(10 + 2 * 2 + 15 + 2 + 5);
  });
});

test.describe("profile/update.php researcher fields", () => {
  const base = (name: string) => ({ name, bio: "", location: "", phone: "" });

  test("anonymous 401; the member sets handle, affiliation, ORCID and interests; absent fields stay", async ({ playwright }) => {
    expect((await (await client(playwright)).put("/backend/api/profile/update.php", { data: { ...base("x"), handle: "someone" } })).status()).toBe(401);
    const user = await createUser();
    const ctx = await client(playwright, user);
    const handle = `r-${user.id.slice(0, 8)}`;
    const res = await ctx.put("/backend/api/profile/update.php", {
      data: {
        ...base(user.name),
        handle: `@${handle.toUpperCase()}`,
        affiliation: "جامعة",
        orcid: "https://orcid.org/000000021694233x",
        interests: ["فيزياء", " فيزياء ", "AI"],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).profile).toMatchObject({ handle, affiliation: "جامعة", orcid: "0000-0002-1694-233X", interests: ["فيزياء", "AI"] });
    // a comma-separated text works as well
    await ctx.put("/backend/api/profile/update.php", { data: { ...base(user.name), interests: "أ، ب,ج" } });
    const after = (await (await ctx.get("/backend/api/profile/read.php")).json()).profile;
    expect(after).toMatchObject({ handle, affiliation: "جامعة", orcid: "0000-0002-1694-233X", interests: ["أ", "ب", "ج"] });
    // clearing: empty ORCID and affiliation
    await ctx.put("/backend/api/profile/update.php", { data: { ...base(user.name), orcid: "", affiliation: "" } });
    expect((await (await ctx.get("/backend/api/profile/read.php")).json()).profile).toMatchObject({ orcid: "", affiliation: "" });
    expect((await get(ctx, handle)).status()).toBe(200);
  });

  test("a taken handle is 409; a bad ORCID or handle is 400; keeping one's own handle is fine", async ({ playwright }) => {
    const a = await createUser();
    const b = await createUser();
    const ctx = await client(playwright, b);
    const taken = await ctx.put("/backend/api/profile/update.php", { data: { ...base(b.name), handle: await handleOf(a.id) } });
    expect(taken.status()).toBe(409);
    expect(await taken.json()).toMatchObject({ success: false });
    const own = await ctx.put("/backend/api/profile/update.php", { data: { ...base(b.name), handle: await handleOf(b.id) } });
    expect(own.status()).toBe(200);
    // one digit off: the check character no longer matches
    const orcid = await ctx.put("/backend/api/profile/update.php", { data: { ...base(b.name), orcid: "0000-0002-1825-0098" } });
    expect(orcid.status()).toBe(400);
    expect((await orcid.json()).error).toMatch(/orcid/i);
    for (const handle of ["ab", "has space", "عربي", "-lead", "x".repeat(31)])
      expect((await ctx.put("/backend/api/profile/update.php", { data: { ...base(b.name), handle } })).status(), handle).toBe(400);
  });

  test("a new registration gets a free ASCII handle from its name", async ({ playwright }) => {
    const ctx = await client(playwright);
    const tag = Math.random().toString(36).slice(2, 8);
    const first = await ctx.post("/backend/api/auth/register.php", {
      data: { email: `h1-${tag}@e2e.test`, password: `Pw-${tag}-long!`, username: `Laila ${tag}`, name: "ليلى" },
    });
    expect(first.status(), await first.text()).toBe(201);
    const second = await ctx.post("/backend/api/auth/register.php", {
      data: { email: `h2-${tag}@e2e.test`, password: `Pw-${tag}-long!`, username: `Laila ${tag}`, name: "ليلى" },
    });
    expect(second.status()).toBe(201);
    const db = await testDb();
    const handles = await Promise.all([first, second].map(async (r) => handleOf((await r.json()).user_id)));
    expect(handles).toEqual([`laila-${tag}`, `laila-${tag}-2`]);
    expect(await db.user.count({ where: { handle: { in: handles } } })).toBe(2);
  });
});
