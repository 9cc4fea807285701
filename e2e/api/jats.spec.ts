import { apiClient as client, createUser, expect, test } from "../fixtures";
import { publishArticle, submitDraft } from "../seed/articles";
import { jatsErrors } from "../../test/jats";
import { parseXml } from "../xml";

// The version of record as XML: the JATS 1.3 file of a published article, read as its page is and
// validated by xmllint against the Archiving DTD with MathML 3 vendored under e2e/jats (no network);
// the Crossref deposit and its queue are the editors' (this suite's server has no Crossref configuration).

const BODY =
  "<p>مقدمة فيها $a^2 + b^2 = c^2$ داخل سطر عربي.</p><h2>الطريقة</h2><p>فقرة.</p>" +
  '<div data-type="block-math" data-latex="\\int_0^1 x\\,dx"></div><table><tbody><tr><th>س</th><th>ص</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>';

test("jats.php: a published article's JATS 1.3 validates against the DTD, with both languages, MathML and references", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const title = `جاتس ${Math.random().toString(36).slice(2, 8)}`;
  const { id } = await publishArticle(author, editor, { title, keywords: ["رياضيات", "geometry"], fields: { body: BODY, abstract_en: "An abstract." } });

  const res = await author.get(`/backend/api/articles/jats.php?id=${id}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/jats+xml; charset=utf-8");
  const xml = await res.text();
  expect(jatsErrors(xml)).toBe("");

  const article = parseXml(xml).article;
  expect(article["@xml:lang"]).toBe("ar");
  const meta = article.front["article-meta"];
  expect(meta["title-group"]["article-title"]).toBe(title);
  expect(meta["title-group"]["trans-title-group"]).toMatchObject({ "@xml:lang": "en", "trans-title": "An English title" });
  expect(meta["trans-abstract"]["@xml:lang"]).toBe("en");
  expect(meta["article-id"]).toMatchObject({ "@pub-id-type": "doi", "#text": "10.5555/manara.public" });
  expect(meta["contrib-group"].contrib[1]["contrib-id"]["#text"]).toBe("https://orcid.org/0000-0002-1825-0097");
  expect(meta["kwd-group"].map((g: Record<string, string>) => g["@xml:lang"])).toEqual(["ar", "en"]);
  expect(article.body.sec.title).toBe("الطريقة");
  expect(xml).toContain("<inline-formula><mml:math>");
  expect(xml).toContain('<disp-formula><mml:math display="block">');
  expect(article.back["ref-list"].ref["mixed-citation"]).toBe("المرجع الأول");

  // as the page: signed out the site is closed; a draft has no version of record; a bad id is refused
  expect((await (await client(playwright)).get(`/backend/api/articles/jats.php?id=${id}`)).status()).toBe(401);
  const draft = await submitDraft(author, { title: "مسودة", keywords: [] });
  expect((await author.get(`/backend/api/articles/jats.php?id=${draft.id}`)).status()).toBe(404);
  expect((await author.get("/backend/api/articles/jats.php?id=abc")).status()).toBe(400);
});

test("crossref.php and deposits.php are the editors'; without the Crossref configuration nothing is queued", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const { id } = await publishArticle(author, editor, { title: `إيداع ${Math.random().toString(36).slice(2, 8)}`, keywords: [] });

  expect((await author.get(`/backend/api/articles/crossref.php?id=${id}`)).status()).toBe(403);
  expect((await author.get(`/backend/api/articles/deposits.php?id=${id}`)).status()).toBe(403);
  const unconfigured = await editor.get(`/backend/api/articles/crossref.php?id=${id}`);
  expect(unconfigured.status()).toBe(409);
  expect((await unconfigured.json()).reason).toBe("CROSSREF_NOT_CONFIGURED");
  const deposits = await editor.get(`/backend/api/articles/deposits.php?id=${id}`);
  expect(deposits.status()).toBe(200);
  expect((await deposits.json()).deposits).toEqual([]);
  expect((await editor.get("/backend/api/articles/deposits.php?id=99999999")).status()).toBe(404);
});
