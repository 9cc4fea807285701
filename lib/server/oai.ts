import "server-only";
import { createTranslator } from "next-intl";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { licenseRights, toLicense } from "@/lib/articles/licenses";
import { doiUrl } from "@/lib/articles/rules";
import { postTagRows } from "@/lib/articles/tags";
import {
  errorXml,
  headerXml,
  identifyXml,
  idOfOaiIdentifier,
  listXml,
  metadataFormatsXml,
  OaiError,
  oaiXml,
  parseOaiRequest,
  recordXml,
  setsXml,
  type OaiContext,
  type OaiRecord,
} from "@/lib/feeds/oai";
import { encodeResumptionToken, OAI_PAGE_SIZE, setSpecOf, type ListPosition } from "@/lib/feeds/oai-token";
import { el } from "@/lib/feeds/xml";
import { appOrigin } from "@/lib/http/origin";
import { abstractOf, articleUrl, authorsOf, PUBLISHED_SELECT, publishedAtOf, type PublishedRow } from "@/lib/server/feeds";
import { findRetractedRow, findRetractedRows, hasTagSlug, retractedTitle, retractionStatement, type RetractedRow } from "@/lib/server/articles/retracted";
import ar from "@/messages/ar.json";
import { journal } from "@/lib/server/journal";
import { citedName } from "@/lib/articles/names";

// The OAI-PMH endpoint's answers, over the published articles (posts) and the retracted ones,
// which keep their records at their addresses, marked retracted. Records are listed in id order,
// so a resumption token needs only the last id sent; a record's datestamp is its last change (a
// retraction's, for a retracted one, so harvesters fetch it again).

function dublinCore(r: PublishedRow): OaiRecord["dc"] {
  const a = r.article;
  const license = toLicense(a?.license);
  const j = journal();
  return {
    titles: [{ text: r.title, lang: "ar" }, ...(a?.titleEn ? [{ text: a.titleEn, lang: "en" }] : [])],
    // each named as the citations, Scholar's tags and the JSON-LD name them (no title before, no degree after)
    creators: authorsOf(r)
      .filter((n) => n.trim())
      .map(citedName),
    subjects: postTagRows(r.id, r.keywords).map((t) => t.keyword),
    descriptions: [{ text: abstractOf(r), lang: "ar" }, ...(a?.abstractEn?.trim() ? [{ text: a.abstractEn.trim(), lang: "en" }] : [])].filter((d) => d.text),
    date: publishedAtOf(r),
    identifiers: [articleUrl(r.id), ...(a?.doi ? [doiUrl(a.doi)] : [])],
    rights: license ? licenseRights(license) : null,
    language: "ar",
    types: ["Text", "info:eu-repo/semantics/article"],
    publisher: j.publisher,
    sources: [
      // the journal as a citation of the source reads it: "Journal; Vol 2026, No 3"
      a?.volume && a.articleNumber ? `${j.title}; Vol ${a.volume}, No ${a.articleNumber}` : j.title,
      ...(j.issn ? [`ISSN: ${j.issn}`] : []),
    ],
  };
}

/**
 * A retracted article keeps its record, updated: each title prefixed in its language ("Retracted: "),
 * and the retraction with the editor's note stated first among the descriptions.
 */
function retractedDublinCore(r: RetractedRow): OaiRecord["dc"] {
  const dc = dublinCore(r);
  const note = r.retraction.note;
  return {
    ...dc,
    titles: dc.titles.map((t) => ({ ...t, text: retractedTitle(t.text, t.lang === "en" ? "en" : "ar") })),
    descriptions: [
      { text: retractionStatement(note, "ar"), lang: "ar" },
      ...(r.article?.titleEn || r.article?.abstractEn ? [{ text: retractionStatement(note, "en"), lang: "en" }] : []),
      ...dc.descriptions,
    ],
  };
}

const isRetracted = (r: PublishedRow): r is RetractedRow => "retraction" in r;

const recordOf = (r: PublishedRow | RetractedRow): OaiRecord => ({
  id: r.id,
  datestamp: r.updatedAt,
  sets: postTagRows(r.id, r.keywords).map((t) => setSpecOf(t.slug)),
  dc: isRetracted(r) ? retractedDublinCore(r) : dublinCore(r),
});

/** The retracted articles a list takes in: their last change within the window, in the set. */
async function retractedInList(p: ListPosition) {
  const rows = await findRetractedRows({
    where: p.from || p.before ? { updatedAt: { ...(p.from ? { gte: p.from } : {}), ...(p.before ? { lt: p.before } : {}) } } : {},
    orderBy: [{ pageId: "asc" }],
  });
  return p.set ? rows.filter((r) => hasTagSlug(r, p.set!)) : rows;
}

function listWhere(p: ListPosition): Prisma.PostWhereInput {
  return {
    ...(p.from || p.before ? { updatedAt: { ...(p.from ? { gte: p.from } : {}), ...(p.before ? { lt: p.before } : {}) } } : {}),
    ...(p.set ? { tags: { some: { slug: p.set } } } : {}),
  };
}

async function listAnswer(ctx: OaiContext, verb: "ListIdentifiers" | "ListRecords", p: ListPosition) {
  const where = listWhere(p);
  const [posts, postRows, retracted] = await Promise.all([
    db.post.count({ where }),
    db.post.findMany({ where: { ...where, id: { gt: p.afterId } }, select: PUBLISHED_SELECT, orderBy: { id: "asc" }, take: OAI_PAGE_SIZE + 1 }),
    // retractions are few: read whole, so they are counted and merged into the id order here
    retractedInList(p),
  ]);
  const total = posts + retracted.length;
  const rows = [...postRows, ...retracted.filter((r) => r.id > p.afterId)].sort((a, b) => a.id - b.id).slice(0, OAI_PAGE_SIZE + 1);
  if (rows.length === 0) throw new OaiError("noRecordsMatch", "No record matches the request.");
  const page = rows.slice(0, OAI_PAGE_SIZE);
  const more = rows.length > OAI_PAGE_SIZE;
  const next = more ? encodeResumptionToken({ ...p, afterId: page[page.length - 1].id, cursor: p.cursor + page.length }, ctx.now) : null;
  const items = page.map((r) => (verb === "ListRecords" ? recordXml(ctx.host, recordOf(r)) : headerXml(ctx.host, recordOf(r))));
  return listXml(verb, items, { total: Math.max(total, p.cursor + page.length), cursor: p.cursor, next, issuedAt: ctx.now });
}

async function findRecord(ctx: OaiContext, identifier: string) {
  const id = idOfOaiIdentifier(ctx.host, identifier);
  const row = id === null ? null : ((await db.post.findUnique({ where: { id }, select: PUBLISHED_SELECT })) ?? (await findRetractedRow(id)));
  if (!row) throw new OaiError("idDoesNotExist", "No record has this identifier.");
  return row;
}

async function identify(ctx: OaiContext) {
  const [first, firstRetracted, contact] = await Promise.all([
    db.post.findFirst({ orderBy: { updatedAt: "asc" }, select: { updatedAt: true } }),
    findRetractedRows({ orderBy: [{ updatedAt: "asc" }], take: 1 }),
    db.contactInfo.findFirst({ select: { email: true } }),
  ]);
  const earliest = [first?.updatedAt, firstRetracted[0]?.updatedAt].filter((d): d is Date => d !== undefined).sort((a, b) => a.getTime() - b.getTime())[0];
  const t = createTranslator({ locale: "ar", messages: ar, namespace: "Feeds" });
  const adminEmail = contact?.email || env().ADMIN_EMAIL || `admin@${ctx.host}`;
  return identifyXml(ctx, { name: t("siteName"), adminEmail, earliest: earliest ?? ctx.now });
}

async function listSets() {
  const [rows, retracted] = await Promise.all([db.postTag.groupBy({ by: ["slug"], _min: { keyword: true }, orderBy: { slug: "asc" } }), findRetractedRows()]);
  // a retracted article's record names its tags as sets too, so they are sets even when nothing else carries them
  const sets = new Map(rows.map((r) => [r.slug, r._min.keyword ?? r.slug]));
  for (const r of retracted) for (const t of postTagRows(r.id, r.keywords)) if (!sets.has(t.slug)) sets.set(t.slug, t.keyword);
  if (!sets.size) throw new OaiError("noSetHierarchy", "No set exists yet.");
  return setsXml([...sets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([slug, name]) => ({ spec: setSpecOf(slug), name })));
}

/** The answer to one OAI-PMH request (its arguments as pairs, from the query or the form body). */
export async function answerOai(pairs: [string, string][]): Promise<string> {
  const origin = appOrigin();
  const ctx: OaiContext = { baseUrl: `${origin}/oai`, host: new URL(origin).hostname, now: new Date() };
  const echoed = Object.fromEntries(pairs);
  try {
    const req = parseOaiRequest(pairs, ctx.now);
    let body;
    switch (req.verb) {
      case "Identify":
        body = await identify(ctx);
        break;
      case "ListMetadataFormats":
        if (req.identifier !== undefined) await findRecord(ctx, req.identifier);
        body = metadataFormatsXml();
        break;
      case "ListSets":
        body = await listSets();
        break;
      case "GetRecord":
        body = el("GetRecord", null, recordXml(ctx.host, recordOf(await findRecord(ctx, req.identifier))));
        break;
      default:
        body = await listAnswer(ctx, req.verb, req.position);
    }
    return oaiXml(ctx, echoed, body);
  } catch (e) {
    if (!(e instanceof OaiError)) throw e;
    // the request is echoed only when its verb and arguments were understood
    const bare = e.code === "badVerb" || e.code === "badArgument";
    return oaiXml(ctx, bare ? null : echoed, errorXml(e));
  }
}
