// OAI-PMH 2.0: reading a harvester's request and writing the answers. Pure: the server
// (lib/server/oai.ts) fetches the records; every protocol error is decided and written here, as an
// <error> element in an HTTP 200 answer, the way the standard says.
import { el, xmlDocument, type XmlChild, type XmlNode } from "@/lib/feeds/xml";
import { decodeResumptionToken, slugOfSetSpec, TOKEN_LIFETIME_MS, type ListPosition } from "@/lib/feeds/oai-token";

export const OAI_CONTENT_TYPE = "text/xml; charset=utf-8";
export const METADATA_PREFIX = "oai_dc";

export type OaiErrorCode =
  "badArgument" | "badResumptionToken" | "badVerb" | "cannotDisseminateFormat" | "idDoesNotExist" | "noRecordsMatch" | "noMetadataFormats" | "noSetHierarchy";

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type OaiRequest =
  | { verb: "Identify" }
  | { verb: "ListMetadataFormats"; identifier?: string }
  | { verb: "ListSets" }
  | { verb: "ListIdentifiers" | "ListRecords"; position: ListPosition }
  | { verb: "GetRecord"; identifier: string };

const ALLOWED: Record<OaiRequest["verb"], { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ["identifier"] },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  ListIdentifiers: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  ListRecords: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [] },
};
const isVerb = (v: string): v is OaiRequest["verb"] => Object.hasOwn(ALLOWED, v);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A datestamp argument in either granularity the repository declares, or null when it is not one. */
function parseDatestamp(value: string): { date: Date; step: number } | null {
  const day = DAY.test(value);
  if (!day && !SECOND.test(value)) return null;
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  // "2026-02-30" parses as March 2nd: only a date that prints back as written is one
  const back = day ? date.toISOString().slice(0, 10) : `${date.toISOString().slice(0, 19)}Z`;
  return back === value ? { date, step: day ? 86_400_000 : 1000 } : null;
}

/** The datestamp of a record, at the granularity Identify declares. */
export const datestampOf = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/**
 * The request's verb and arguments, checked: each argument once, only the verb's own, the
 * required ones present, a resumption token alone. The arguments come as pairs, so a repeated one
 * is seen.
 */
export function parseOaiRequest(pairs: [string, string][], now: Date): OaiRequest {
  const args = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (args.has(key)) throw new OaiError(key === "verb" ? "badVerb" : "badArgument", `The argument '${key}' is repeated.`);
    args.set(key, value);
  }
  const verb = args.get("verb");
  if (verb === undefined) throw new OaiError("badVerb", "The request names no verb.");
  if (!isVerb(verb)) throw new OaiError("badVerb", "The verb is not an OAI-PMH verb.");
  args.delete("verb");
  const rule = ALLOWED[verb];
  const token = rule.exclusive ? args.get(rule.exclusive) : undefined;
  if (token !== undefined) {
    if (args.size > 1) throw new OaiError("badArgument", "A resumptionToken is an exclusive argument.");
    if (verb !== "ListIdentifiers" && verb !== "ListRecords") throw new OaiError("badResumptionToken", "The resumptionToken is not valid.");
    const position = decodeResumptionToken(token, now);
    if (!position) throw new OaiError("badResumptionToken", "The resumptionToken is not valid or has expired.");
    return { verb, position };
  }
  for (const key of args.keys())
    if (!rule.required.includes(key) && !rule.optional.includes(key)) throw new OaiError("badArgument", `The argument '${key}' is not allowed with ${verb}.`);
  for (const key of rule.required) if (!args.get(key)) throw new OaiError("badArgument", `The argument '${key}' is required with ${verb}.`);

  switch (verb) {
    case "Identify":
    case "ListSets":
      return { verb };
    case "ListMetadataFormats":
      return { verb, identifier: args.get("identifier") };
    case "GetRecord":
      assertPrefix(args.get("metadataPrefix")!);
      return { verb, identifier: args.get("identifier")! };
    default:
      return { verb, position: listPosition(args) };
  }
}

function listPosition(args: Map<string, string>): ListPosition {
  const from = args.has("from") ? parseDatestamp(args.get("from")!) : null;
  const until = args.has("until") ? parseDatestamp(args.get("until")!) : null;
  if ((args.has("from") && !from) || (args.has("until") && !until))
    throw new OaiError("badArgument", "'from' and 'until' must be datestamps (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).");
  if (from && until && from.step !== until.step) throw new OaiError("badArgument", "'from' and 'until' must have the same granularity.");
  if (from && until && from.date > until.date) throw new OaiError("badArgument", "'from' is later than 'until'.");
  assertPrefix(args.get("metadataPrefix")!);
  let set: string | undefined;
  if (args.has("set")) {
    const slug = slugOfSetSpec(args.get("set")!);
    // a well-formed name of a set that does not exist has no records; a malformed one is no setSpec
    if (slug === null) throw new OaiError("badArgument", "The set is not a valid setSpec.");
    set = slug;
  }
  return {
    metadataPrefix: METADATA_PREFIX,
    from: from?.date,
    before: until ? new Date(until.date.getTime() + until.step) : undefined,
    set,
    afterId: 0,
    cursor: 0,
  };
}

function assertPrefix(prefix: string) {
  if (prefix !== METADATA_PREFIX) throw new OaiError("cannotDisseminateFormat", `The metadata format '${prefix}' is not supported; use oai_dc.`);
}

/** A record's identifier (`oai:<host>:article/<id>`) and back; null for one this repository never issued. */
export const oaiIdentifier = (host: string, id: number) => `oai:${host}:article/${id}`;
export function idOfOaiIdentifier(host: string, identifier: string): number | null {
  const prefix = `oai:${host}:article/`;
  if (!identifier.startsWith(prefix)) return null;
  const rest = identifier.slice(prefix.length);
  return /^[1-9]\d{0,15}$/.test(rest) && Number.isSafeInteger(Number(rest)) ? Number(rest) : null;
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────────

export type LangText = { text: string; lang?: string };

/** What a record says in Dublin Core: titles and descriptions in each language the article has. */
export type DublinCore = {
  titles: LangText[];
  creators: string[];
  subjects: string[];
  descriptions: LangText[];
  date: Date;
  identifiers: string[];
  rights: string | null;
  language: string;
  types: string[];
  /** the journal's publisher */
  publisher: string;
  /** where it appears: the journal with its volume and number, and its ISSN */
  sources: string[];
};

export type OaiRecord = { id: number; datestamp: Date; sets: string[]; dc: DublinCore };

const OAI_NS = "http://www.openarchives.org/OAI/2.0/";
const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
const OAI_DC_NS = "http://www.openarchives.org/OAI/2.0/oai_dc/";
const DC_NS = "http://purl.org/dc/elements/1.1/";
const OAI_DC_SCHEMA = "http://www.openarchives.org/OAI/2.0/oai_dc.xsd";

export type OaiContext = { baseUrl: string; host: string; now: Date };

/** The whole answer: the response date, the request echoed (bare for badVerb and badArgument), then the verb's element or the error. */
export function oaiXml(ctx: OaiContext, request: Record<string, string> | null, body: XmlNode): string {
  return xmlDocument(
    el(
      "OAI-PMH",
      { xmlns: OAI_NS, "xmlns:xsi": XSI_NS, "xsi:schemaLocation": `${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd` },
      el("responseDate", null, datestampOf(ctx.now)),
      el("request", request, ctx.baseUrl),
      body,
    ),
  );
}

export const errorXml = (e: OaiError) => el("error", { code: e.code }, e.message);

export function headerXml(host: string, r: Pick<OaiRecord, "id" | "datestamp" | "sets">) {
  return el(
    "header",
    null,
    el("identifier", null, oaiIdentifier(host, r.id)),
    el("datestamp", null, datestampOf(r.datestamp)),
    r.sets.map((s) => el("setSpec", null, s)),
  );
}

function dcXml(dc: DublinCore) {
  const lang = (t: LangText) => ({ "xml:lang": t.lang });
  return el(
    "oai_dc:dc",
    { "xmlns:oai_dc": OAI_DC_NS, "xmlns:dc": DC_NS, "xmlns:xsi": XSI_NS, "xsi:schemaLocation": `${OAI_DC_NS} ${OAI_DC_SCHEMA}` },
    dc.titles.map((t) => el("dc:title", lang(t), t.text)),
    dc.creators.map((c) => el("dc:creator", null, c)),
    dc.subjects.map((s) => el("dc:subject", null, s)),
    dc.descriptions.map((d) => el("dc:description", lang(d), d.text)),
    el("dc:date", null, dc.date.toISOString().slice(0, 10)),
    dc.types.map((t) => el("dc:type", null, t)),
    dc.identifiers.map((i) => el("dc:identifier", null, i)),
    el("dc:language", null, dc.language),
    el("dc:publisher", null, dc.publisher),
    dc.sources.map((s) => el("dc:source", null, s)),
    dc.rights ? el("dc:rights", null, dc.rights) : null,
  );
}

export const recordXml = (host: string, r: OaiRecord) => el("record", null, headerXml(host, r), el("metadata", null, dcXml(r.dc)));

export function identifyXml(ctx: OaiContext, info: { name: string; adminEmail: string; earliest: Date }) {
  return el(
    "Identify",
    null,
    el("repositoryName", null, info.name),
    el("baseURL", null, ctx.baseUrl),
    el("protocolVersion", null, "2.0"),
    el("adminEmail", null, info.adminEmail),
    el("earliestDatestamp", null, datestampOf(info.earliest)),
    // nothing is deleted from the record: a retracted article keeps its record, marked retracted
    el("deletedRecord", null, "no"),
    el("granularity", null, "YYYY-MM-DDThh:mm:ssZ"),
  );
}

export function metadataFormatsXml() {
  return el(
    "ListMetadataFormats",
    null,
    el("metadataFormat", null, el("metadataPrefix", null, METADATA_PREFIX), el("schema", null, OAI_DC_SCHEMA), el("metadataNamespace", null, OAI_DC_NS)),
  );
}

export function setsXml(sets: { spec: string; name: string }[]) {
  return el(
    "ListSets",
    null,
    sets.map((s) => el("set", null, el("setSpec", null, s.spec), el("setName", null, s.name))),
  );
}

/**
 * One page of a list: its items, then the resumption token when more follow (an empty token on
 * the last page of a list that took several, as the standard asks).
 */
export function listXml(
  verb: "ListIdentifiers" | "ListRecords",
  items: XmlChild[],
  paging: { total: number; cursor: number; next: string | null; issuedAt: Date },
) {
  const expires = paging.next ? datestampOf(new Date(paging.issuedAt.getTime() + TOKEN_LIFETIME_MS)) : undefined;
  const token =
    paging.next || paging.cursor > 0
      ? el("resumptionToken", { expirationDate: expires, completeListSize: paging.total, cursor: paging.cursor }, paging.next ?? "")
      : null;
  return el(verb, null, items, token);
}
