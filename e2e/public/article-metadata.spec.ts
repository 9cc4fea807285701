import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { setSpecOf } from "../../lib/feeds/oai-token";
import { apiClient, createUser } from "../fixtures";
import { E2E_PUBLIC_PORT } from "../env.mjs";
import { expect, test } from "./fixtures";
import { publishDraft } from "../seed/articles";
import { parseXml, textOf } from "../xml";

// What machines read of a published article leaves the app exactly as its author wrote it: a title,
// an abstract, a keyword or a name holding "<", ">" or "&" is text in OAI-PMH, Atom, the page's
// description tags and its JSON-LD (each read back with a parser this project did not write:
// fast-xml-parser, and the browser's HTML parser). Scholar's tags name each author's institution
// and ORCID iD; a link preview gets a raster picture of at least 1200×630.

const ORIGIN = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
const HOST = new URL(ORIGIN).hostname;
const API = "/backend/api/articles";
const unique = () => Math.random().toString(36).slice(2, 8);
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ORCID = "0000-0002-1825-0097";

/** Submitted by a member, then reviewed, accepted and published by an editor: its post's id. */
async function publish(author: APIRequestContext, editor: APIRequestContext, fields: Record<string, string>) {
  const res = await author.post(`${API}/submit.php`, { multipart: fields });
  expect(res.status(), await res.text()).toBe(201);
  return publishDraft(author, editor, (await res.json()).article.id as number);
}

const meta = (page: Page, attr: "name" | "property", key: string) => page.locator(`meta[${attr}="${key}"]`);
const contents = (page: Page, attr: "name" | "property", key: string) =>
  meta(page, attr, key).evaluateAll((els) => els.map((e) => e.getAttribute("content")));

test("a title, abstract, keyword and co-author's name holding <, > and & read back exactly as written from OAI-PMH, Atom, the meta tags and JSON-LD", async ({
  page,
  playwright,
}) => {
  const u = unique();
  const title = `أثر <المتغير> على a<b & c>d ${u}`;
  const abstract = `النتائج دالة (p<0.05) وكانت a<b و c>d، ثم <تسمية> و R&D و &amp; و <b>ليس غامقًا</b> ${u}`;
  const tag = `وسم-${u}`;
  const keyword = `<تسمية> R&D ${u}`;
  const coAuthor = `عمر <الباحث> & شركاه ${u}`;
  const author = await createUser("user", { name: `سارة & <العلي> ${u}` });
  const editor = await createUser("admin");
  const postId = await publish(await apiClient(playwright, author), await apiClient(playwright, editor), {
    title_ar: title,
    abstract_ar: abstract,
    keywords: JSON.stringify([tag, keyword]),
    co_authors: JSON.stringify([{ name: coAuthor, affiliation: "مختبر <س> & ص", orcid: ORCID }]),
    license: "cc-by-4.0",
    // no body: the page shows the abstract in its place, as text
    body: "",
  });
  const anon = await apiClient(playwright);

  // OAI-PMH
  const oai = await anon.get(`/oai?${new URLSearchParams({ verb: "GetRecord", identifier: `oai:${HOST}:article/${postId}`, metadataPrefix: "oai_dc" })}`);
  expect(oai.status()).toBe(200);
  const record = parseXml(await oai.text())["OAI-PMH"].GetRecord.record[0];
  const dc = record.metadata["oai_dc:dc"];
  expect(dc["dc:title"]).toEqual([{ "#text": title, "@xml:lang": "ar" }]);
  expect(dc["dc:description"]).toEqual([{ "#text": abstract, "@xml:lang": "ar" }]);
  expect(dc["dc:creator"]).toEqual([author.name, coAuthor]);
  expect(dc["dc:subject"]).toEqual([tag, keyword]);
  expect(record.header[0].setSpec.map(textOf)).toContain(setSpecOf(tag));

  // Atom
  const atom = await anon.get(`/feeds/tags/${encodeURIComponent(tag)}.atom`);
  expect(atom.status()).toBe(200);
  const [entry] = parseXml(await atom.text()).feed.entry as Node[];
  expect(entry.id).toBe(`${ORIGIN}/article/${postId}`);
  expect(textOf(entry.title)).toBe(title);
  expect(textOf(entry.summary)).toBe(abstract);
  expect(entry.author.map((a: Node) => a.name)).toEqual([author.name, coAuthor]);
  expect(entry.category.map((c: Node) => c["@label"])).toEqual([tag, keyword]);

  // the page's tags and JSON-LD, as the browser's HTML parser reads them
  expect((await page.goto(`/article/${postId}`))?.status()).toBe(200);
  await expect(page.getByTestId("article-body")).toHaveText(abstract);
  await expect(page.getByTestId("article-body").locator("b")).toHaveCount(0);
  await expect(meta(page, "name", "description")).toHaveAttribute("content", abstract);
  await expect(meta(page, "property", "og:description")).toHaveAttribute("content", abstract);
  await expect(meta(page, "property", "og:title")).toHaveAttribute("content", title);
  await expect(meta(page, "name", "citation_title")).toHaveAttribute("content", title);
  expect(await contents(page, "name", "citation_author")).toEqual([author.name, coAuthor]);
  expect(await contents(page, "name", "citation_keywords")).toEqual([`${tag}; ${keyword}`]);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(ld.headline).toBe(title);
  expect(ld.description).toBe(abstract);
  expect(ld.keywords).toEqual([tag, keyword]);
  expect(ld.author.map((a: Node) => a.name)).toEqual([author.name, coAuthor]);
});

test("Scholar's tags give each author their institution and ORCID iD; the JSON-LD author is named by the ORCID URI", async ({ page, playwright }) => {
  const u = unique();
  const author = await createUser("user", { name: `سارة العلي ${u}` });
  const postId = await publish(await apiClient(playwright, author), await apiClient(playwright, await createUser("admin")), {
    title_ar: `بحث مؤلفين ${u}`,
    abstract_ar: "ملخص.",
    keywords: JSON.stringify([`مؤلفون ${u}`]),
    co_authors: JSON.stringify([
      { name: "ليلى حداد", affiliation: "جامعة القاهرة", orcid: ORCID },
      { name: "Omar Said", affiliation: null, orcid: null },
      { name: "Hana Ali", affiliation: "KAUST", orcid: null },
    ]),
    license: "cc-by-4.0",
    body: "<p>نص</p>",
  });
  expect((await page.goto(`/article/${postId}`))?.status()).toBe(200);
  // each author's institution and ORCID iD follow their own citation_author, in document order
  const tags = await page
    .locator('meta[name^="citation_author"]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute("name"), e.getAttribute("content")]));
  expect(tags.slice(1)).toEqual([
    ["citation_author", "ليلى حداد"],
    ["citation_author_institution", "جامعة القاهرة"],
    ["citation_author_orcid", `https://orcid.org/${ORCID}`],
    ["citation_author", "Omar Said"],
    ["citation_author", "Hana Ali"],
    ["citation_author_institution", "KAUST"],
  ]);
  expect(tags[0]).toEqual(["citation_author", author.name]);
  // every citation tag is in the document's head, where Scholar reads them
  expect(await page.locator('head meta[name="citation_title"]').count()).toBe(1);

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(ld.author[1]).toEqual({
    "@type": "Person",
    "@id": `https://orcid.org/${ORCID}`,
    identifier: `https://orcid.org/${ORCID}`,
    name: "ليلى حداد",
    affiliation: { "@type": "Organization", name: "جامعة القاهرة" },
  });
  expect(ld.author[2]).toEqual({ "@type": "Person", name: "Omar Said" });
});

test("a title before a name and a degree after it are left out alike by Scholar's tags, the JSON-LD and the OAI-PMH record", async ({ page, playwright }) => {
  const u = unique();
  const author = await createUser("user", { name: `سارة العلي ${u}` });
  const postId = await publish(await apiClient(playwright, author), await apiClient(playwright, await createUser("admin")), {
    title_ar: `بحث الألقاب ${u}`,
    abstract_ar: "ملخص.",
    keywords: JSON.stringify([`ألقاب ${u}`]),
    co_authors: JSON.stringify([
      { name: `د. هدى سالم ${u}`, affiliation: null, orcid: null },
      { name: `Prof. Omar Said ${u}, PhD`, affiliation: null, orcid: null },
    ]),
    license: "cc-by-4.0",
    body: "<p>نص</p>",
  });
  const cited = [author.name, `هدى سالم ${u}`, `Omar Said ${u}`];
  expect((await page.goto(`/article/${postId}`))?.status()).toBe(200);
  expect(await contents(page, "name", "citation_author")).toEqual(cited);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(ld.author.map((a: Node) => a.name)).toEqual(cited);
  const oai = await (await apiClient(playwright)).get(
    `/oai?${new URLSearchParams({ verb: "GetRecord", identifier: `oai:${HOST}:article/${postId}`, metadataPrefix: "oai_dc" })}`,
  );
  expect(oai.status()).toBe(200);
  expect(parseXml(await oai.text())["OAI-PMH"].GetRecord.record[0].metadata["oai_dc:dc"]["dc:creator"]).toEqual(cited);
});

/** The og:image of a page: absolute, the same as twitter:image, with its declared size and type; fetched signed out and decoded. */
async function socialImage(page: Page, anon: APIRequestContext, path: string) {
  expect((await page.goto(path))?.status()).toBe(200);
  const url = (await meta(page, "property", "og:image").getAttribute("content")) ?? "";
  expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  await expect(meta(page, "name", "twitter:image")).toHaveAttribute("content", url);
  await expect(meta(page, "name", "twitter:card")).toHaveAttribute("content", "summary_large_image");
  const declared = {
    width: Number(await meta(page, "property", "og:image:width").getAttribute("content")),
    height: Number(await meta(page, "property", "og:image:height").getAttribute("content")),
    type: await meta(page, "property", "og:image:type").getAttribute("content"),
  };
  const res = await anon.get(url);
  expect(res.status(), url).toBe(200);
  const type = res.headers()["content-type"];
  expect(type).toMatch(/^image\/(png|jpeg|webp)$/);
  const decoded = await sharp(await res.body()).metadata();
  expect({ width: decoded.width, height: decoded.height, type }).toEqual(declared);
  expect(decoded.width).toBeGreaterThanOrEqual(1200);
  expect(decoded.height).toBeGreaterThanOrEqual(630);
  return url;
}

test("a link preview's picture is a raster image of at least 1200×630: the post's own photo when large enough, else the shipped card", async ({
  page,
  playwright,
}) => {
  const anon = await apiClient(playwright);
  const admin = await apiClient(playwright, await createUser("admin"));
  const posted = async (width: number, height: number) => {
    const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 120 } } })
      .jpeg()
      .toBuffer();
    const upload = await admin.post("/backend/api/posts/upload_image.php", { multipart: { image: { name: "photo.jpg", mimeType: "image/jpeg", buffer } } });
    expect(upload.status(), await upload.text()).toBe(200);
    const { image_path } = (await upload.json()) as { image_path: string };
    const created = await admin.post("/backend/api/posts/create.php", {
      data: { title: `صورة ${unique()}`, content: "ملخص", author: "منارة", keywords: "", image_path, full_content: "<p>نص</p>", category: "", read_time: 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: ((await created.json()) as { id: number }).id, stem: image_path.replace(/^\/uploads\//, "").replace(".", "-") };
  };

  const large = await posted(2400, 1260);
  expect(await socialImage(page, anon, `/article/${large.id}`)).toBe(`${ORIGIN}/uploads/${large.stem}-w1280.webp`);

  // too short once 1280 wide, and too small: the card
  for (const [width, height] of [
    [2400, 1000],
    [800, 600],
  ]) {
    const small = await posted(width, height);
    expect(await socialImage(page, anon, `/article/${small.id}`)).toBe(`${ORIGIN}/images/article-card.png`);
  }
});
