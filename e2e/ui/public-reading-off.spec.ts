import { tagSlug } from "../../lib/articles/tags";
import { apiClient, createUser, expect, test, testDb } from "../fixtures";
import { publishArticle } from "../seed/articles";

// PUBLIC_READING=0 (the default, this server's): a signed-out visitor is asked to sign in on the
// pages a public site would open, their PDFs answer 401, and the sitemap lists none of them.

test("with PUBLIC_READING=0 published pages ask a signed-out visitor to sign in and stay out of the sitemap", async ({ page, playwright, baseURL }) => {
  const author = await createUser();
  const keyword = `وسم خاص ${Math.random().toString(36).slice(2, 8)}`;
  const article = await publishArticle(await apiClient(playwright, author), await apiClient(playwright, await createUser("admin")), {
    title: `مقال للأعضاء ${Math.random().toString(36).slice(2, 8)}`,
    keywords: [keyword],
    pdf: true,
  });
  const db = await testDb();
  const handle = (await db.user.findUniqueOrThrow({ where: { id: author.id } })).handle!;
  const question = await db.question.create({
    data: { title: "سؤال معتمد", description: "تفاصيل", status: "approved", userId: author.id, authorName: author.name },
  });
  const paths = [`/article/${article.postId}`, `/tags/${encodeURIComponent(tagSlug(keyword))}`, `/researchers/${handle}`, `/qa-section/${question.id}`];
  for (const path of paths) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent(path)}`);
  }
  expect((await page.request.get(article.pdfUrl!)).status()).toBe(401);
  expect((await page.request.get(`/backend/api/researchers/get.php?handle=${handle}`)).status()).toBe(401);

  const xml = await (await page.request.get("/sitemap.xml")).text();
  for (const part of ["/article/", "/tags/", "/researchers/", "/qa-section/"]) expect(xml).not.toContain(`${baseURL}${part}`);
  expect(xml).toContain(`<loc>${baseURL}/login</loc>`);
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /uploads/");
  expect(robots).not.toContain("Allow: /article/");
});
