import { apiClient as client, createUser, expect, test } from "../fixtures";
import { publishArticle } from "../seed/articles";
import { yearMonthIn } from "../../lib/i18n/dates";

// An article's usage, counted as COUNTER 5 counts it: a robot's requests and a reader's repeat
// within 30 seconds are left out, unique views are one per reader and hour; stats.php answers the
// totals to anyone who may read the article, and the months to its author and the editors.

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" };
const ROBOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const thisMonth = () => {
  const { year, monthIndex } = yearMonthIn(new Date(), "Africa/Cairo");
  return `${year}-${String(monthIndex + 1).padStart(2, "0")}`;
};

test("stats.php leaves out a robot's requests and a double click, and shows the months to the author and editors only", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const reader = await client(playwright, await createUser());
  const other = await client(playwright, await createUser());
  const signedOut = await client(playwright);
  const article = await publishArticle(author, editor, { title: `استخدام ${Math.random().toString(36).slice(2, 8)}`, keywords: ["إحصاءات"], pdf: true });
  const stats = async (as = author) => {
    const res = await as.get(`/backend/api/articles/stats.php?id=${article.id}`);
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  expect(await stats()).toMatchObject({ success: true, views: 0, unique_views: 0, downloads: 0 });

  // the page: a reader's view, the same reader's second click a moment later, a robot's reads
  const view = (as = reader, headers = BROWSER) => as.get(`/article/${article.postId}`, { headers });
  expect((await view()).status()).toBe(200);
  expect((await view()).status()).toBe(200);
  expect((await view(reader, ROBOT)).status()).toBe(200);
  expect((await view(other, ROBOT)).status()).toBe(200);
  // the author's PDF: downloaded twice at once, and by a robot
  const pdf = (as = reader, headers = BROWSER) => as.get(article.pdfUrl!, { headers });
  expect((await pdf()).status()).toBe(200);
  expect((await pdf()).status()).toBe(200);
  expect((await pdf(other, ROBOT)).status()).toBe(200);
  // another reader's view and the old API's read of the same page are counted as the page's
  expect((await other.get(`/backend/api/posts/get_single.php?id=${article.postId}`, { headers: BROWSER })).status()).toBe(200);

  const totals = { views: 2, unique_views: 2, downloads: 1 };
  const mine = await stats();
  expect(mine).toMatchObject(totals);
  expect(mine.by_month.at(-1)).toEqual({ month: thisMonth(), views: 2, downloads: 1 });
  expect((await stats(editor)).by_month).toEqual(mine.by_month);
  // any other reader sees the totals only
  expect(await stats(reader)).toEqual({ success: true, ...totals, by_month: null });
  // the page's own counter shows the unique views: two, in Arabic's dual ("مشاهدتان", no digit)
  const page = await (await view(other, ROBOT)).text();
  const shown = page.match(/data-testid="view-count"[^>]*>(.*?)<\/span>/)?.[1].replace(/<!-- -->|<[^>]+>/g, "");
  expect(shown).toBe("مشاهدتان");

  // signed out (the site is not public here): 401; bad and missing ids; a draft is its author's
  expect((await signedOut.get(`/backend/api/articles/stats.php?id=${article.id}`)).status()).toBe(401);
  expect((await author.get("/backend/api/articles/stats.php?id=abc")).status()).toBe(400);
  expect((await author.get("/backend/api/articles/stats.php?id=999999999")).status()).toBe(404);
  const draft = (
    await (await author.post("/backend/api/articles/submit.php", { multipart: { title_ar: "مسودة", abstract_ar: "ملخص", keywords: "[]" } })).json()
  ).article;
  expect((await other.get(`/backend/api/articles/stats.php?id=${draft.id}`)).status()).toBe(404);
  expect(
    await stats(editor)
      .then(() => editor.get(`/backend/api/articles/stats.php?id=${draft.id}`))
      .then((r) => r.json()),
  ).toMatchObject({ views: 0, by_month: [{ views: 0 }] });
});

test("a download of the typeset PDF is counted in stats.php, a robot's and a double click's are not", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const reader = await client(playwright, await createUser());
  const article = await publishArticle(author, editor, { title: `تنزيل ${Math.random().toString(36).slice(2, 8)}`, keywords: ["تنزيل"] });
  const downloads = async () => (await (await author.get(`/backend/api/articles/stats.php?id=${article.id}`)).json()).downloads as number;
  expect(await downloads()).toBe(0);
  /** The typeset PDF as `headers` asks it; a 503 (another instance typesetting it) is asked again. */
  const pdf = (headers = BROWSER) =>
    expect.poll(async () => (await reader.get(`/backend/api/articles/pdf.php?id=${article.id}`, { headers })).status(), { timeout: 60_000 }).toBe(200);
  await pdf(ROBOT);
  expect(await downloads()).toBe(0);
  await pdf();
  await pdf();
  expect(await downloads()).toBe(1);
  // the same count reaches the editors' month
  expect((await (await editor.get(`/backend/api/articles/stats.php?id=${article.id}`)).json()).by_month.at(-1)).toEqual({
    month: thisMonth(),
    views: 0,
    downloads: 1,
  });
});
