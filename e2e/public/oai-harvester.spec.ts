import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { XMLParser } from "fast-xml-parser";
import { setSpecOf } from "../../lib/feeds/oai-token";
import { apiClient as client, createUser } from "../fixtures";
import { E2E_PUBLIC_PORT } from "../env.mjs";
import { retractArticle } from "../seed/articles";
import { seedArticle } from "../seed/published";
import { parseXml, textOf } from "../xml";
import { expect, test } from "./fixtures";

// A harvester this project did not write reads /oai as any repository's: Perl's HTTP::OAI (Debian's
// libhttp-oai-perl, its `oai_pmh` command; e2e/ensure-debian.sh installs it) lists a set
// across resumption-token pages and fetches one record, and what it got must be exactly what the
// app publishes: the set's published articles as the articles API lists them to a signed-out
// reader, plus the retracted one, which the lists leave out but harvesters keep.

const ORIGIN = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
const HOST = new URL(ORIGIN).hostname;
const uniq = () => randomBytes(4).toString("hex");
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Harvested = { identifier: string; datestamp: string; status: string; sets: string[]; dc: Node | null };

/** One dc element of a record, always as a list of { text, lang }. */
const dcParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false, trimValues: true, isArray: (name) => name.startsWith("dc:") });
const texts = (dc: Node, name: string) => ((dc[name] ?? []) as unknown[]).map(textOf);

/**
 * Runs `oai_pmh` against the app and reads its output: per record, "name: value" header lines, a
 * blank line, the record's <metadata> element as XML, and a form feed.
 */
async function harvester(args: string[]): Promise<Harvested[]> {
  const { stdout } = await promisify(execFile)("oai_pmh", [...args, `${ORIGIN}/oai`], { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 });
  return stdout
    .split("\f")
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const [head, ...rest] = chunk.replace(/^\n+/, "").split("\n\n");
      const fields = head.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()] as const);
      const value = (name: string) => fields.filter(([n]) => n === name).map(([, v]) => v);
      const xml = rest.join("\n\n").trim();
      return {
        identifier: value("identifier")[0],
        datestamp: value("datestamp")[0],
        status: value("status")[0] ?? "",
        sets: value("setSpec"),
        dc: xml ? (dcParser.parse(xml).metadata?.["oai_dc:dc"] as Node) : null,
      };
    });
}

test("an independent OAI-PMH client harvests the published set across resumption tokens, the retracted record included", async ({ playwright }) => {
  test.setTimeout(180_000);
  const anon = await client(playwright);
  const editor = await client(playwright, await createUser("admin"));
  const tag = `حصاد-مستقل-${uniq()}`;
  const set = setSpecOf(tag);
  // more than one page of 100, so the client must follow the resumption token
  const start = Date.now() - 3600_000;
  const seeded: Awaited<ReturnType<typeof seedArticle>>[] = [];
  for (let i = 0; i < 104; i++) seeded.push(await seedArticle({ title: `حصاد مستقل ${tag} ${i + 1}`, keywords: tag, publishedAt: new Date(start + i * 1000) }));
  const retracted = seeded[7];
  const note = `نتائج لا تتكرر ${uniq()}`;
  await retractArticle(editor, retracted.article.id, note);
  const retractedId = `oai:${HOST}:article/${retracted.post!.id}`;

  // the published set as the app lists it to a signed-out reader, page by page
  const published = new Map<string, string>();
  for (let cursor: string | null = null; ; ) {
    const res = await anon.get(`/backend/api/articles/read.php?${new URLSearchParams({ tag, limit: "100", ...(cursor ? { cursor } : {}) })}`);
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { articles: { post_id: number; title_ar: string; status: string }[]; next_cursor: string | number | null };
    for (const a of body.articles) {
      expect(a.status).toBe("published");
      published.set(`oai:${HOST}:article/${a.post_id}`, a.title_ar);
    }
    if (!body.next_cursor) break;
    cursor = String(body.next_cursor);
  }
  expect(published.size).toBe(103);
  expect(published.has(retractedId)).toBe(false);
  const expected = [...published.keys(), retractedId].sort();

  // the first page of the list is 100 headers and a token: the rest only comes by following it
  const first = parseXml(await (await anon.get(`/oai?${new URLSearchParams({ verb: "ListIdentifiers", metadataPrefix: "oai_dc", set })}`)).text())["OAI-PMH"];
  expect(first.ListIdentifiers.header).toHaveLength(100);
  expect(textOf(first.ListIdentifiers.resumptionToken)).not.toBe("");

  const identifiers = await harvester(["-X", "ListIdentifiers", "--metadataPrefix", "oai_dc", "--set", set]);
  expect(identifiers.map((r) => r.identifier).sort()).toEqual(expected);
  for (const r of identifiers) {
    expect(r.status, r.identifier).toBe(""); // nothing is answered as deleted
    expect(r.sets, r.identifier).toContain(set);
    expect(r.datestamp, r.identifier).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  }

  const records = await harvester(["-X", "ListRecords", "--metadataPrefix", "oai_dc", "--set", set]);
  expect(records.map((r) => r.identifier).sort()).toEqual(expected);
  for (const r of records) {
    const dc = r.dc!;
    expect(dc, r.identifier).toBeTruthy();
    const title = texts(dc, "dc:title")[0];
    if (r.identifier === retractedId) expect(title).toBe(`مسحوب: ${retracted.article.title}`);
    else expect(title, r.identifier).toBe(published.get(r.identifier));
    expect(texts(dc, "dc:identifier"), r.identifier).toContain(`${ORIGIN}/article/${r.identifier.split("/").pop()}`);
    expect(texts(dc, "dc:subject"), r.identifier).toEqual([tag]);
  }
  const retractedRecord = records.find((r) => r.identifier === retractedId)!;
  expect(texts(retractedRecord.dc!, "dc:description")).toContain(`سُحب هذا المقال. ملاحظة المحرر: ${note}`);

  // GetRecord of one published record and of the retracted one: the same record the list gave
  for (const id of [expected.find((i) => i !== retractedId)!, retractedId]) {
    const [got] = await harvester(["-X", "GetRecord", "--metadataPrefix", "oai_dc", "--identifier", id]);
    expect(got.identifier).toBe(id);
    const listed = records.find((r) => r.identifier === id)!;
    expect(got.datestamp).toBe(listed.datestamp);
    expect(got.dc).toEqual(listed.dc);
  }
  // the app answers the retracted article signed out, at the address its record names (its page id)
  const page = await anon.get(`/backend/api/articles/get.php?id=${retracted.article.id}`);
  expect(page.status(), await page.text()).toBe(200);
  expect((await page.json()).article).toMatchObject({ status: "retracted", retraction_note: note, page_id: retracted.post!.id });
});
