import type { Page } from "@playwright/test";
import { tagSlug } from "../../lib/articles/tags";
import { apiClient, createUser, hydrated, LOCALES, loginAs, testDb, type TestUser, useLocale } from "../fixtures";
import { publishArticle, submitDraft, TINY_PDF } from "../seed/articles";
import { seedOpportunity } from "../seed/opportunities";
import { expect, test } from "./fixtures";

// PUBLIC_READING=1: what the community published is read, cited and indexed from outside, signed
// out; everything else still asks to sign in.

const unique = () => Math.random().toString(36).slice(2, 8);

const TEXT = {
  ar: { dir: "rtl", signIn: "تسجيل الدخول", signUp: "إنشاء حساب", signInToComment: "سجّل الدخول لتعلّق", hidden: "أخفى مشرف هذا التعليق." },
  en: { dir: "ltr", signIn: "Sign in", signUp: "Sign up", signInToComment: "Sign in to comment", hidden: "A moderator hid this comment." },
} as const;

async function published({ playwright }: { playwright: Parameters<typeof apiClient>[0] }, keyword = `علوم البيانات ${unique()}`) {
  const author = await createUser("user", { name: `سارة العلي ${unique()}` });
  const article = await publishArticle(await apiClient(playwright, author), await apiClient(playwright, await createUser("admin")), {
    title: `أثر التعلم العميق على المكتبات ${unique()}`,
    keywords: [keyword, "مكتبات"],
    pdf: true,
  });
  // a member's comment, and one a moderator hid
  const commentText = `تعليق قارئ ${unique()}`;
  const db = await testDb();
  await db.comment.create({ data: { postId: article.postId, userId: author.id, text: commentText } });
  await db.comment.create({ data: { postId: article.postId, userId: author.id, text: `تعليق مخفي ${unique()}`, hiddenAt: new Date() } });
  return { ...article, author, keyword, commentText };
}

/** Sent to sign in, with the way back to what was asked for. */
async function expectSignIn(page: Page, path: string) {
  await page.goto(path);
  const next = path === "/" ? "" : `?next=${encodeURIComponent(path)}`;
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/login${next}`);
}

const metaContent = (page: Page, name: string) => page.locator(`meta[name="${name}"]`);

for (const locale of LOCALES) {
  test(`signed out, a published article reads in full with its Scholar tags, JSON-LD and PDF (${locale})`, async ({ page, playwright, baseURL }) => {
    const t = TEXT[locale];
    const article = await published({ playwright });
    await useLocale(page, locale);
    const res = await page.goto(`/article/${article.postId}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    // the heading and the page's title are in the reader's language where the article has it (its English title in English)
    const lead = locale === "en" ? "An English title" : article.title;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lead);
    const header = page.getByTestId("public-header");
    await expect(header.getByRole("link", { name: t.signUp })).toHaveAttribute("href", "/signup");
    await expect(page.getByTestId("sidebar")).toHaveCount(0);

    const url = `${baseURL}/article/${article.postId}`;
    await expect(metaContent(page, "citation_title")).toHaveAttribute("content", article.title);
    const authors = await metaContent(page, "citation_author").evaluateAll((els) => els.map((e) => e.getAttribute("content")));
    expect(authors).toEqual([article.author.name, "ليلى حداد"]);
    await expect(metaContent(page, "citation_publication_date")).toHaveAttribute("content", /^\d{4}\/\d{2}\/\d{2}$/);
    await expect(metaContent(page, "citation_journal_title")).toHaveAttribute("content", "منارة");
    await expect(metaContent(page, "citation_pdf_url")).toHaveAttribute("content", `${baseURL}${article.pdfUrl}`);
    await expect(metaContent(page, "citation_doi")).toHaveAttribute("content", "10.5555/manara.public");
    await expect(metaContent(page, "citation_keywords")).toHaveAttribute("content", `${article.keyword}; مكتبات`);
    await expect(metaContent(page, "citation_language")).toHaveAttribute("content", "ar");
    await expect(metaContent(page, "citation_abstract_html_url")).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", lead);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", "ملخص عربي للمقال.");

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ScholarlyArticle",
      headline: article.title,
      author: [
        { "@type": "Person", name: article.author.name },
        { "@type": "Person", name: "ليلى حداد" },
      ],
      keywords: [article.keyword, "مكتبات"],
      license: "https://creativecommons.org/licenses/by/4.0/",
      identifier: { "@type": "PropertyValue", propertyID: "DOI", value: "10.5555/manara.public" },
      inLanguage: "ar",
      url,
    });
    expect(Date.parse(ld.datePublished)).not.toBeNaN();

    const pdf = await page.request.get(article.pdfUrl!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).equals(TINY_PDF)).toBe(true);

    // the discussion reads signed out: the comments as members see them, a hidden one as its placeholder, no form
    const comments = page.getByTestId("comments");
    await expect(comments.getByTestId("comment")).toHaveText([new RegExp(article.commentText)]);
    await expect(comments.getByTestId("comment-hidden")).toHaveText(t.hidden);
    await expect(comments.getByRole("textbox")).toHaveCount(0);
    await expect(comments.getByRole("button")).toHaveCount(0);
    await expect(comments.getByRole("link", { name: t.signInToComment })).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/article/${article.postId}`)}`);

    await header.getByRole("link", { name: t.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/article/${article.postId}`)}$`));
  });
}

test("signed out, a tag page, a researcher page and an approved question are readable; the rest asks to sign in", async ({ page, playwright }) => {
  const article = await published({ playwright });
  const db = await testDb();
  const handle = (await db.user.findUniqueOrThrow({ where: { id: article.author.id } })).handle!;
  const asker: TestUser = await createUser();
  const approved = await db.question.create({ data: { title: `سؤال منشور ${unique()}`, description: "تفاصيل", status: "approved", userId: asker.id, authorName: asker.name } });
  const pending = await db.question.create({ data: { title: `سؤال معلق ${unique()}`, description: "تفاصيل", status: "pending", userId: asker.id, authorName: asker.name } });
  await db.answer.create({ data: { questionId: approved.id, text: "إجابة مفيدة", userId: article.author.id, authorName: article.author.name } });
  const draft = await submitDraft(await apiClient(playwright, await createUser()), { title: `مسودة ${unique()}`, keywords: [`سري ${unique()}`], pdf: true });

  await page.goto(`/tags/${encodeURIComponent(tagSlug(article.keyword))}`);
  await expect(page.getByTestId("tag-page").getByRole("heading", { level: 1 })).toHaveText(article.keyword);
  await expect(page.getByTestId("post-list").getByRole("link", { name: article.title }).first()).toBeVisible();
  // nothing to like or keep signed out
  await expect(page.getByTestId("post-card").first().getByRole("button")).toHaveCount(0);

  await page.goto(`/researchers/${handle}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.author.name);
  const researcher = await page.request.get(`/backend/api/researchers/get.php?handle=${handle}`);
  expect(researcher.status()).toBe(200);
  expect((await researcher.json()).researcher.name).toBe(article.author.name);
  await expect(page.getByTestId("researcher-articles").getByRole("link", { name: article.title })).toBeVisible();

  await page.goto(`/qa-section/${approved.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(approved.title);
  await expect(page.getByTestId("answer")).toHaveText(/إجابة مفيدة/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", approved.title);

  for (const path of [
    "/",
    "/qa-section",
    "/profile",
    "/saved",
    `/qa-section/${pending.id}`,
    `/articles/${draft.id}/edit`,
    "/article/999999999",
  ])
    await expectSignIn(page, path);
  // a tag or researcher that does not exist is not found, as it is for a member: no sign-in leads to it
  // (once the page has hydrated, so that a redirect the browser would make has been made)
  for (const [path, title] of [
    [`/tags/${encodeURIComponent(`لا-وسم-${unique()}`)}`, "الوسم غير موجود"],
    [`/researchers/nobody-${unique()}`, "الباحث غير موجود"],
  ]) {
    expect((await page.goto(path))?.status()).toBe(404);
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.?]/g, "\\$&")}$`));
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  expect((await page.request.get(draft.pdfUrl!)).status()).toBe(401);

  // a member still has the member's frame on the same pages
  await loginAs(page, await createUser());
  await page.goto(`/article/${article.postId}`);
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await expect(page.getByTestId("public-header")).toHaveCount(0);
});

test("signed out, a researcher page shows what a visitor may open, not the titles of members-only projects and opportunities", async ({ page }) => {
  const researcher = await createUser("user", { name: `باحث عام ${unique()}` });
  const db = await testDb();
  const handle = (await db.user.findUniqueOrThrow({ where: { id: researcher.id } })).handle!;
  const project = await db.researchProject.create({
    data: { title: `مشروع للأعضاء ${unique()}`, description: "وصف", institution: "جامعة", requiredExpertise: "إحصاء", authorName: researcher.name, userId: researcher.id },
  });
  const opportunity = await seedOpportunity(researcher, { title: `فرصة للأعضاء ${unique()}` });
  const question = await db.question.create({ data: { title: `سؤال عام ${unique()}`, description: "تفاصيل", status: "approved", userId: researcher.id, authorName: researcher.name } });

  const api = await page.request.get(`/backend/api/researchers/get.php?handle=${handle}`);
  expect(api.status()).toBe(200);
  const json = await api.json();
  expect(json.questions.map((q: { title: string }) => q.title)).toEqual([question.title]);
  expect(json).toMatchObject({ projects: [], opportunities: [] });
  expect(JSON.stringify(json)).not.toContain(project.title);
  expect(JSON.stringify(json)).not.toContain(opportunity.title);
  await page.goto(`/researchers/${handle}`);
  await expect(page.getByTestId("researcher-questions").getByRole("link", { name: question.title })).toBeVisible();
  await expect(page.getByTestId("researcher-projects")).toHaveCount(0);
  await expect(page.getByTestId("researcher-opportunities")).toHaveCount(0);
  expect(await page.content()).not.toContain(project.title);

  // a member reads them on the same page
  await loginAs(page, await createUser());
  const signedIn = await (await page.request.get(`/backend/api/researchers/get.php?handle=${handle}`)).json();
  expect(signedIn.projects.map((p: { title: string }) => p.title)).toEqual([project.title]);
  expect(signedIn.opportunities.map((o: { title: string }) => o.title)).toEqual([opportunity.title]);
  await page.goto(`/researchers/${handle}`);
  await expect(page.getByTestId("researcher-projects").getByRole("link", { name: project.title })).toBeVisible();
});

test("the sitemap lists exactly the published and retracted articles, with the tags, researchers and approved questions; robots.txt points to it", async ({
  request,
  playwright,
  baseURL,
}) => {
  const article = await published({ playwright });
  const hidden = await createUser();
  const hiddenHandle = (await (await testDb()).user.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } })).handle!;
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const articles = locs.filter((l) => l.startsWith(`${baseURL}/article/`)).map((l) => Number(l.slice(`${baseURL}/article/`.length)));
  const db = await testDb();
  const posts = await db.post.findMany({ select: { id: true } });
  // a retracted article stays at its address, so indexes learn of the retraction there
  const retracted = await db.article.findMany({ where: { status: "retracted", hiddenAt: null, pageId: { not: null } }, select: { pageId: true } });
  expect(articles.toSorted((a, b) => a - b)).toEqual([...posts.map((p) => p.id), ...retracted.map((a) => a.pageId!)].toSorted((a, b) => a - b));
  expect(articles).toContain(article.postId);
  const drafts = await db.article.findMany({ where: { status: { not: "published" }, postId: { not: null } } });
  expect(drafts).toEqual([]);
  expect(locs).toContain(`${baseURL}/tags/${encodeURIComponent(tagSlug(article.keyword))}`);
  const handle = (await db.user.findUniqueOrThrow({ where: { id: article.author.id } })).handle!;
  expect(locs).toContain(`${baseURL}/researchers/${handle}`);
  expect(locs).not.toContain(`${baseURL}/researchers/${hiddenHandle}`);
  const approved = await db.question.findFirst({ where: { status: "approved", hiddenAt: null } });
  if (approved) expect(locs).toContain(`${baseURL}/qa-section/${approved.id}`);
  const pending = await db.question.findFirst({ where: { status: { not: "approved" } } });
  if (pending) expect(locs).not.toContain(`${baseURL}/qa-section/${pending.id}`);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Allow: /article/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
