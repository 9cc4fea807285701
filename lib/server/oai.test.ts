// OAI-PMH over a real database (test/scratch-database.ts, migrated as `npm start` does): retracted
// articles, which have no post, keep their records and are merged into the posts' id order, so a
// harvest pages through both exactly once, across a resumption token and within a set.
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scratchDatabase } from "@/test/scratch-database";

// the app's own database module, on the scratch database set below (each app instance its own client)
vi.mock("@/lib/db", () => import("@/test/app-database").then((m) => m.appDatabase()));
import { postTagRows } from "@/lib/articles/tags";
import { setSpecOf } from "@/lib/feeds/oai-token";

type Modules = { db: typeof import("@/lib/db").db; answerOai: typeof import("./oai").answerOai };
let m: Modules;
let dropDatabase = async () => {};
const HOST = "manara.test";
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["header", "record", "dc:title", "dc:description"].includes(name),
});
const ask = async (query: Record<string, string>) => parser.parse(await m.answerOai(Object.entries(query)))["OAI-PMH"];

beforeAll(async () => {
  const { url, drop } = await scratchDatabase();
  dropDatabase = drop;
  process.env.DATABASE_URL = url;
  process.env.APP_URL = `https://${HOST}`;
  process.env.BETTER_AUTH_SECRET = "oai-test-secret-oai-test-secret-oai";
  // the database module first: the app's modules then find it made
  const { db } = await import("@/lib/db");
  const { answerOai } = await import("./oai");
  m = { db, answerOai };
}, 120_000);

afterAll(async () => {
  await m?.db.$disconnect();
  await dropDatabase();
});

/** 150 published posts, every third tagged; those at `retracted` positions then retracted (their posts removed, their addresses kept). */
async function seed(retracted: number[]) {
  await m.db.post.createMany({
    data: Array.from({ length: 150 }, (_, i) => ({ title: `منشور ${i}`, author: "باحث", content: "ملخص", keywords: i % 3 === 0 ? "وسم" : "" })),
  });
  const posts = await m.db.post.findMany({ orderBy: { id: "asc" } });
  await m.db.postTag.createMany({ data: posts.flatMap((p) => postTagRows(p.id, p.keywords)) });
  for (const i of retracted) {
    const p = posts[i];
    await m.db.article.create({
      data: {
        title: p.title,
        abstractAr: "ملخص",
        authorName: "باحث",
        keywords: p.keywords,
        status: "retracted",
        retractionNote: `سبب ${i}`,
        retractedAt: new Date(),
        pageId: p.id,
      },
    });
    await m.db.post.delete({ where: { id: p.id } });
  }
  return posts.map((p) => `oai:${HOST}:article/${p.id}`);
}

/** Every identifier of a list, following its resumption tokens, and each page's size. */
async function harvest(first: Record<string, string>) {
  const ids: string[] = [];
  const pages: number[] = [];
  let query: Record<string, string> = { verb: "ListIdentifiers", ...first };
  for (;;) {
    const list = (await ask(query)).ListIdentifiers;
    pages.push(list.header.length);
    ids.push(...list.header.map((h: { identifier: string }) => h.identifier));
    const token = list.resumptionToken?.["#text"];
    if (!token) return { ids, pages };
    query = { verb: "ListIdentifiers", resumptionToken: token };
  }
}

describe("OAI-PMH with retracted articles", () => {
  it("lists posts and retracted articles once each in id order, across pages and within a set; GetRecord answers a retracted one, marked", async () => {
    // around the page boundary, at its start and within the tagged set
    const all = await seed([0, 99, 100, 149]);
    const whole = await harvest({ metadataPrefix: "oai_dc" });
    expect(whole.ids).toEqual(all);
    expect(whole.pages).toEqual([100, 50]);
    const tagged = await harvest({ metadataPrefix: "oai_dc", set: setSpecOf("وسم") });
    expect(tagged.ids).toEqual(all.filter((_, i) => i % 3 === 0));

    const record = (await ask({ verb: "GetRecord", identifier: all[99], metadataPrefix: "oai_dc" })).GetRecord.record[0];
    const dc = record.metadata["oai_dc:dc"];
    expect(dc["dc:title"][0]["#text"]).toBe("مسحوب: منشور 99");
    expect(dc["dc:description"][0]["#text"]).toBe("سُحب هذا المقال. ملاحظة المحرر: سبب 99");

    // hidden by a moderator: out of the record, as if it never was
    await m.db.article.updateMany({ where: { pageId: Number(all[99].split("/").pop()) }, data: { hiddenAt: new Date() } });
    expect((await ask({ verb: "GetRecord", identifier: all[99], metadataPrefix: "oai_dc" })).error["@code"]).toBe("idDoesNotExist");
    expect((await harvest({ metadataPrefix: "oai_dc" })).ids).toEqual(all.filter((_, i) => i !== 99));
  }, 60_000);
});
