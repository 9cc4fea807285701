import { randomBytes } from "node:crypto";
import { tagSlug } from "../../lib/articles/tags";
import { setSpecOf } from "../../lib/feeds/oai-token";
import { apiClient as client, createUser, testDb } from "../fixtures";
import { E2E_PUBLIC_PORT } from "../env.mjs";
import { publishArticle, retractArticle } from "../seed/articles";
import { parseXml, textOf } from "../xml";
import { expect, test } from "./fixtures";

// PUBLIC_READING=1: a retracted article is read signed out at its address, marked retracted, and
// harvesters keep its record: GetRecord answers it (never idDoesNotExist), the lists carry it with
// its retraction's datestamp, its titles say "Retracted" in their language and its first
// descriptions give the editor's note.

const ORIGIN = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
const HOST = new URL(ORIGIN).hostname;
const uniq = () => randomBytes(4).toString("hex");
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function oai(api: Awaited<ReturnType<typeof client>>, query: Record<string, string>) {
  const res = await api.get(`/oai?${new URLSearchParams(query)}`);
  expect(res.status()).toBe(200);
  return parseXml(await res.text())["OAI-PMH"] as Node;
}

test("a retracted article: read signed out, and kept by OAI-PMH with its retraction stated and its datestamp moved", async ({ playwright }) => {
  const editor = await client(playwright, await createUser("admin"));
  const keyword = `مسحوب ${uniq()}`;
  const { id, postId, title } = await publishArticle(await client(playwright, await createUser()), editor, { title: `دراسة ${uniq()}`, keywords: [keyword] });
  const identifier = `oai:${HOST}:article/${postId}`;
  const anon = await client(playwright);
  const before = (await oai(anon, { verb: "GetRecord", identifier, metadataPrefix: "oai_dc" })).GetRecord.record[0].header[0];

  const note = `أخطاء في التحليل ${uniq()}`;
  await retractArticle(editor, id, note);
  const page = await anon.get(`/article/${postId}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("سُحب هذا المقال");
  expect(html).toContain(note);

  const record = (await oai(anon, { verb: "GetRecord", identifier, metadataPrefix: "oai_dc" })).GetRecord.record[0];
  const header = record.header[0];
  const { updatedAt } = await (await testDb()).article.findUniqueOrThrow({ where: { id } });
  expect(textOf(header.datestamp)).toBe(`${updatedAt.toISOString().slice(0, 19)}Z`);
  expect(Date.parse(textOf(header.datestamp))).toBeGreaterThanOrEqual(Date.parse(textOf(before.datestamp)));
  expect(header["@status"]).toBeUndefined(); // retracted, not deleted
  expect(header.setSpec.map(textOf)).toEqual([setSpecOf(tagSlug(keyword))]);
  const dc = record.metadata["oai_dc:dc"];
  expect(dc["dc:title"]).toEqual([
    { "#text": `مسحوب: ${title}`, "@xml:lang": "ar" },
    { "#text": "Retracted: An English title", "@xml:lang": "en" },
  ]);
  expect(dc["dc:description"].slice(0, 2)).toEqual([
    { "#text": `سُحب هذا المقال. ملاحظة المحرر: ${note}`, "@xml:lang": "ar" },
    { "#text": `This article has been retracted. Editor's note: ${note}`, "@xml:lang": "en" },
  ]);
  expect(dc["dc:identifier"]).toContain(`${ORIGIN}/article/${postId}`);

  // the lists carry it: by its set, and from its retraction's datestamp on
  for (const query of [{ set: setSpecOf(tagSlug(keyword)) }, { from: textOf(header.datestamp) }] as Record<string, string>[]) {
    const list = (await oai(anon, { verb: "ListRecords", metadataPrefix: "oai_dc", ...query })).ListRecords;
    expect(list, JSON.stringify(query)).toBeTruthy();
    const mine = (list.record as Node[]).find((r) => textOf(r.header[0].identifier) === identifier);
    expect(mine?.metadata["oai_dc:dc"]["dc:title"][0]["#text"], JSON.stringify(query)).toBe(`مسحوب: ${title}`);
  }
  const ids = (await oai(anon, { verb: "ListIdentifiers", metadataPrefix: "oai_dc", set: setSpecOf(tagSlug(keyword)) })).ListIdentifiers.header as Node[];
  expect(ids.map((h) => textOf(h.identifier))).toEqual([identifier]);
  const sets = (await oai(anon, { verb: "ListSets" })).ListSets.set as Node[];
  expect(sets.map((s) => textOf(s.setSpec[0]))).toContain(setSpecOf(tagSlug(keyword)));

  // the sitemap keeps its address, dated by the retraction, so indexes fetch it again
  const sitemap = await (await anon.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${ORIGIN}/article/${postId}</loc>`);

  // hidden by a moderator: gone from the page and the record
  await (await testDb()).article.update({ where: { id }, data: { hiddenAt: new Date() } });
  expect((await oai(anon, { verb: "GetRecord", identifier, metadataPrefix: "oai_dc" })).error["@code"]).toBe("idDoesNotExist");
  expect((await anon.get(`/article/${postId}`, { maxRedirects: 0 })).status()).not.toBe(200);
});
