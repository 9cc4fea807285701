import { indexedKeyOf } from "../../lib/search/arabic";
import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { publishArticle } from "../seed/articles";

// Formulas are typeset on the server: the article page arrives with KaTeX's HTML and MathML in it,
// the comments and Q&A APIs send each text's formulas typeset beside it, a malformed formula shows
// its source, and nothing but KaTeX's output comes through.

const BODY =
  "<p>لتكن الدالة $f(x) = x^2$ معرّفة على $\\mathbb{R}$، وسعرها $5 فقط.</p>" +
  '<div data-type="block-math" data-latex="\\int_0^1 x\\,dx = \\frac{1}{2}"></div>' +
  '<p>صيغة المحرر <span data-type="inline-math" data-latex="\\alpha + \\beta">\\alpha + \\beta</span> وصيغة خاطئة $\\frac{1$ هنا.</p>' +
  '<p><span data-type="inline-math" data-latex="\\href{javascript:alert(1)}{x}" onclick="alert(1)">x</span></p>';

test("an article's body and abstract are typeset on the server: MathML, left to right, a malformed formula as its source", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const article = await publishArticle(author, editor, {
    title: `صيغ ${Math.random().toString(36).slice(2, 8)}`,
    keywords: ["رياضيات"],
    fields: { body: BODY, abstract_ar: "نثبت أن $a^2 + b^2 = c^2$ دائماً." },
  });

  // the API keeps the source: the editor's nodes with their LaTeX, the dollars as typed
  const stored = (await (await editor.get(`/backend/api/articles/get.php?id=${article.id}`)).json()).article;
  expect(stored.body).toContain('<div data-type="block-math" data-latex="\\int_0^1 x\\,dx = \\frac{1}{2}"></div>');
  expect(stored.body).toContain("$f(x) = x^2$");
  expect(stored.body).not.toContain("onclick");

  const page = await author.get(`/article/${article.postId}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const body = html.slice(html.indexOf('data-testid="article-body"'));
  expect(body.match(/class="math math-inline" dir="ltr"/g)?.length).toBeGreaterThanOrEqual(4);
  expect(body).toContain('class="math math-display" dir="ltr"');
  expect(body).toContain('<annotation encoding="application/x-tex">f(x) = x^2</annotation>');
  expect(body).toContain("<mi>α</mi>");
  expect(body).toContain("<mfrac>");
  // a price is text; a malformed formula shows its source
  expect(body).toContain("وسعرها $5 فقط");
  expect(body).toContain('data-testid="math-error">$\\frac{1$</code>');
  expect(body).not.toMatch(/onclick|href="javascript|data-latex/);
  // the abstract too
  expect(html).toContain('<annotation encoding="application/x-tex">a^2 + b^2 = c^2</annotation>');
  // the reader gets KaTeX's stylesheet (fonts beside it, from this site), and no script of it
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]);
  const css = await Promise.all(sheets.map(async (href) => ({ href, text: await (await author.get(href)).text() })));
  const katex = css.find((sheet) => sheet.text.includes("KaTeX_Main-Regular"));
  expect(katex, "KaTeX's stylesheet is on the page").toBeTruthy();
  const font = /url\(([^)]*KaTeX_Main-Regular[^)]*\.woff2)\)/.exec(katex!.text)?.[1];
  const fontPath = new URL(font!, `http://app${katex!.href}`).pathname;
  expect(fontPath, "KaTeX's fonts are served by the app").toMatch(/^\/_next\/static\/media\/KaTeX_Main-Regular/);
  expect((await author.get(fontPath)).status()).toBe(200);
  expect(html).not.toMatch(/cdn\.jsdelivr|katex(\.min)?\.js/);
});

test("comments, questions and answers carry their formulas typeset beside the text; none when there are none; bad input still 400", async ({ playwright }) => {
  const db = await testDb();
  const post = await db.post.create({ data: { title: "مقال للتعليق", author: "باحث", content: "ملخص" } });
  const member = await createUser();
  const ctx = await client(playwright, member);

  const comment = (await (await ctx.post("/backend/api/comments/create.php", { data: { article_id: post.id, text: "أظن أن $e^{i\\pi}+1=0$ جميلة" } })).json())
    .comment;
  expect(comment.text).toBe("أظن أن $e^{i\\pi}+1=0$ جميلة");
  expect(Object.keys(comment.formulas)).toEqual(["$e^{i\\pi}+1=0$"]);
  expect(comment.formulas["$e^{i\\pi}+1=0$"]).toMatch(/^<span class="math math-inline" dir="ltr".*<math/);
  const plain = (await (await ctx.post("/backend/api/comments/create.php", { data: { article_id: post.id, text: "بلا صيغ، بـ $5 فقط" } })).json()).comment;
  expect(plain.formulas).toBeUndefined();
  const listed = (await (await ctx.get(`/backend/api/comments/read.php?article_id=${post.id}`)).json()).comments;
  expect(listed.find((c: { id: number }) => c.id === comment.id).formulas).toEqual(comment.formulas);

  const description = "كيف أحل $$x^2 - 1 = 0$$ بسرعة؟";
  const question = await db.question.create({
    data: {
      title: "سؤال رياضي",
      description,
      keyword: "",
      status: "approved",
      userId: member.id,
      authorName: member.name,
      searchKey: indexedKeyOf("سؤال رياضي", description, ""),
    },
  });
  const answered = await ctx.post("/backend/api/qa/answer.php", { data: { question_id: question.id, text: "الجذران $x = \\pm 1$ و $\\sqrt{$ خطأ" } });
  expect(answered.status()).toBe(201);
  const { answer } = await answered.json();
  expect(answer.formulas["$x = \\pm 1$"]).toContain("<mo>±</mo>");
  expect(answer.formulas["$\\sqrt{$"]).toContain('data-testid="math-error"');
  const read = await (await ctx.get(`/backend/api/qa/get_single.php?id=${question.id}`)).json();
  expect(read.question.formulas["$$x^2 - 1 = 0$$"]).toContain('class="math math-display"');

  const anon = await client(playwright);
  expect((await anon.post("/backend/api/comments/create.php", { data: { article_id: post.id, text: "$x$" } })).status()).toBe(401);
  expect((await ctx.post("/backend/api/comments/create.php", { data: { article_id: post.id, text: "" } })).status()).toBe(400);
});
