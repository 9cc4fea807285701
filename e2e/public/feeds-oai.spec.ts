import { randomBytes } from "node:crypto";
import { encodeResumptionToken, setSpecOf } from "../../lib/feeds/oai-token";
import { apiClient as client, testDb } from "../fixtures";
import { E2E_PUBLIC_PORT } from "../env.mjs";
import { expect, test } from "./fixtures";
import { seedArticle, seedPublishedPosts } from "../seed/published";
import { parseXml, textOf } from "../xml";

// The public mode (PUBLIC_READING=1): the feeds open without a token, and the OAI-PMH endpoint
// answers every verb, its errors as the standard says (HTTP 200 with an <error>), and pages through
// the published articles 100 at a time with resumption tokens. The public project's server
// (e2e/public/fixtures.ts) is started with PUBLIC_READING=1 and names its own address.

const ORIGIN = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
const HOST = new URL(ORIGIN).hostname;
const uniq = () => randomBytes(4).toString("hex");
type Api = Awaited<ReturnType<typeof client>>;
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function oai(api: Api, query: Record<string, string>, method: "GET" | "POST" = "GET") {
  const res = method === "GET" ? await api.get(`/oai?${new URLSearchParams(query)}`) : await api.post("/oai", { form: query });
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/xml; charset=utf-8");
  const doc = parseXml(await res.text())["OAI-PMH"] as Node;
  expect(doc["@xmlns"]).toBe("http://www.openarchives.org/OAI/2.0/");
  expect(textOf(doc.request)).toBe(`${ORIGIN}/oai`);
  return doc;
}

const errorCode = async (api: Api, query: Record<string, string>) => (await oai(api, query)).error?.["@code"] ?? "none";

/** Every identifier of a list, following its resumption tokens; checks each page's cursor and size. */
async function harvest(api: Api, first: Record<string, string>, verb: "ListIdentifiers" | "ListRecords" = "ListIdentifiers") {
  const ids: string[] = [];
  const pages: number[] = [];
  let query = { verb, ...first };
  for (;;) {
    const doc = await oai(api, query);
    const list = doc[verb] as Node;
    expect(list, JSON.stringify(doc.error)).toBeTruthy();
    const headers: Node[] = verb === "ListRecords" ? list.record.map((r: Node) => r.header[0]) : list.header;
    pages.push(headers.length);
    ids.push(...headers.map((h) => textOf(h.identifier)));
    const token = list.resumptionToken;
    if (!token) break;
    expect(Number(token["@cursor"])).toBe(ids.length - headers.length);
    const next = textOf(token);
    if (!next) break;
    query = { verb, resumptionToken: next } as typeof query;
  }
  return { ids, pages };
}

test.describe("public reading: feeds and OAI-PMH", () => {
  test("the feeds open without a token", async ({ playwright }) => {
    const anon = await client(playwright);
    const tag = `وسم-${uniq()}`;
    const [post] = await seedPublishedPosts(1, { prefix: `عام ${uniq()}`, keywords: tag });
    for (const path of ["/feeds/articles.atom", `/feeds/tags/${encodeURIComponent(tag)}.atom`]) {
      const res = await anon.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(parseXml(await res.text()).feed.entry.map((e: Node) => e.id)).toContain(`${ORIGIN}/article/${post.id}`);
    }
    expect((await anon.get(`/feeds/tags/${encodeURIComponent(`لا-${tag}`)}.atom`)).status()).toBe(404);
  });

  test("Identify, ListMetadataFormats, ListSets and GetRecord, by GET and by POST", async ({ playwright }) => {
    const anon = await client(playwright);
    const tag = `الذكاء الاصطناعي ${uniq()}`;
    const { post, article } = await seedArticle({ title: `أثر التحلية ${uniq()}`, keywords: `${tag}, NLP`, coAuthors: [{ name: "Omar Said" }] });
    const identifier = `oai:${HOST}:article/${post!.id}`;

    for (const method of ["GET", "POST"] as const) {
      const id = (await oai(anon, { verb: "Identify" }, method)).Identify;
      expect(id.baseURL).toBe(`${ORIGIN}/oai`);
      expect(id.protocolVersion).toBe("2.0");
      expect(id.deletedRecord).toBe("no");
      expect(id.granularity).toBe("YYYY-MM-DDThh:mm:ssZ");
      expect(id.earliestDatestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(id.adminEmail).toContain("@");
      expect(id.repositoryName).toBeTruthy();
    }
    const formats = (await oai(anon, { verb: "ListMetadataFormats", identifier })).ListMetadataFormats.metadataFormat;
    expect(formats.map((f: Node) => f.metadataPrefix)).toEqual(["oai_dc"]);

    const sets = (await oai(anon, { verb: "ListSets" })).ListSets.set as Node[];
    const mine = sets.find((s) => textOf(s.setSpec[0]) === setSpecOf(tag.replaceAll(" ", "-")));
    expect(mine?.setName).toBe(tag);
    for (const s of sets) expect(textOf(s.setSpec[0])).toMatch(/^[A-Za-z0-9\-_.!~*'()]+$/);

    const doc = await oai(anon, { verb: "GetRecord", identifier, metadataPrefix: "oai_dc" }, "POST");
    expect(doc.request["@verb"]).toBe("GetRecord");
    expect(doc.request["@identifier"]).toBe(identifier);
    const record = doc.GetRecord.record[0];
    expect(textOf(record.header[0].identifier)).toBe(identifier);
    expect(record.header[0].setSpec.map(textOf)).toEqual([setSpecOf(tag.replaceAll(" ", "-")), "nlp"]);
    const dc = record.metadata["oai_dc:dc"];
    expect(dc["dc:title"]).toEqual([
      { "#text": article.title, "@xml:lang": "ar" },
      { "#text": `${article.title} (English)`, "@xml:lang": "en" },
    ]);
    expect(dc["dc:creator"]).toEqual(["ليلى حداد", "Omar Said"]);
    expect(dc["dc:subject"]).toEqual([tag, "NLP"]);
    expect(dc["dc:description"]).toEqual([
      { "#text": "ملخص البحث <b>بالعربية</b> & المزيد", "@xml:lang": "ar" },
      { "#text": "The abstract in English.", "@xml:lang": "en" },
    ]);
    expect(dc["dc:identifier"]).toEqual([`${ORIGIN}/article/${post!.id}`, "https://doi.org/10.1234/manara.5"]);
    expect(dc["dc:rights"]).toBe("https://creativecommons.org/licenses/by-sa/4.0/");
    expect(dc["dc:language"]).toBe("ar");
    expect(dc["dc:type"]).toContain("Text");
    expect(dc["dc:date"]).toBe(post!.createdAt.toISOString().slice(0, 10));
  });

  test("protocol errors: badVerb, badArgument, idDoesNotExist, cannotDisseminateFormat, noRecordsMatch, badResumptionToken", async ({ playwright }) => {
    const anon = await client(playwright);
    const [post] = await seedPublishedPosts(1, { prefix: `خطأ ${uniq()}` });
    expect(await errorCode(anon, {})).toBe("badVerb");
    expect(await errorCode(anon, { verb: "Harvest" })).toBe("badVerb");
    expect(await errorCode(anon, { verb: "Identify", extra: "1" })).toBe("badArgument");
    expect(await errorCode(anon, { verb: "ListRecords" })).toBe("badArgument");
    expect(await errorCode(anon, { verb: "GetRecord", identifier: `oai:${HOST}:article/${post.id}` })).toBe("badArgument");
    expect(await errorCode(anon, { verb: "ListIdentifiers", metadataPrefix: "oai_dc", from: "yesterday" })).toBe("badArgument");
    expect(await errorCode(anon, { verb: "GetRecord", identifier: `oai:${HOST}:article/999999999`, metadataPrefix: "oai_dc" })).toBe("idDoesNotExist");
    expect(await errorCode(anon, { verb: "GetRecord", identifier: `oai:elsewhere.example:article/${post.id}`, metadataPrefix: "oai_dc" })).toBe("idDoesNotExist");
    expect(await errorCode(anon, { verb: "ListMetadataFormats", identifier: "oai:nowhere:1" })).toBe("idDoesNotExist");
    expect(await errorCode(anon, { verb: "GetRecord", identifier: `oai:${HOST}:article/${post.id}`, metadataPrefix: "marc21" })).toBe("cannotDisseminateFormat");
    expect(await errorCode(anon, { verb: "ListRecords", metadataPrefix: "mods" })).toBe("cannotDisseminateFormat");
    expect(await errorCode(anon, { verb: "ListRecords", metadataPrefix: "oai_dc", set: setSpecOf(`لا-وسم-${uniq()}`) })).toBe("noRecordsMatch");
    expect(await errorCode(anon, { verb: "ListIdentifiers", metadataPrefix: "oai_dc", from: "2999-01-01" })).toBe("noRecordsMatch");
    expect(await errorCode(anon, { verb: "ListRecords", resumptionToken: "garbage" })).toBe("badResumptionToken");
    const stale = encodeResumptionToken({ metadataPrefix: "oai_dc", afterId: 0, cursor: 100 }, new Date(Date.now() - 2 * 24 * 3600_000));
    expect(await errorCode(anon, { verb: "ListRecords", resumptionToken: stale })).toBe("badResumptionToken");
    // the request is echoed bare for badVerb and badArgument, with its arguments otherwise
    const bad = await oai(anon, { verb: "Harvest" });
    expect(bad.request["@verb"]).toBeUndefined();
    const unknown = await oai(anon, { verb: "GetRecord", identifier: "oai:x:1", metadataPrefix: "oai_dc" });
    expect(unknown.request["@identifier"]).toBe("oai:x:1");
  });

  test("resumption tokens page through every published article exactly once, 100 at a time, by set and by date", async ({ playwright }) => {
    test.setTimeout(120_000);
    const anon = await client(playwright);
    const tag = `حصاد-${uniq()}`;
    const posts = await seedPublishedPosts(230, { prefix: `حصاد ${uniq()}`, keywords: tag });
    const expected = posts.map((p) => `oai:${HOST}:article/${p.id}`);

    const bySet = await harvest(anon, { metadataPrefix: "oai_dc", set: setSpecOf(tag) });
    expect(bySet.pages).toEqual([100, 100, 30]);
    expect(bySet.ids).toEqual(expected);

    const records = await harvest(anon, { metadataPrefix: "oai_dc", set: setSpecOf(tag) }, "ListRecords");
    expect(records.ids).toEqual(expected);

    // the whole repository: every post once, whatever other tests add meanwhile
    const before = await (await testDb()).post.findMany({ select: { id: true } });
    const all = await harvest(anon, { metadataPrefix: "oai_dc" });
    expect(new Set(all.ids).size).toBe(all.ids.length);
    for (const p of before) expect(all.ids).toContain(`oai:${HOST}:article/${p.id}`);
    expect(all.pages.slice(0, -1).every((n) => n === 100)).toBe(true);

    // a date window at day granularity: today's posts include all of ours
    const today = new Date().toISOString().slice(0, 10);
    const windowed = await harvest(anon, { metadataPrefix: "oai_dc", set: setSpecOf(tag), from: today, until: today });
    expect(windowed.ids).toEqual(expected);
  });
});
