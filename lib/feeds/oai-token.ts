// OAI-PMH resumption tokens and set names. A token carries the whole position of a list (the
// request's filters, the last id sent and how many came before), so any server instance can answer
// the next page and nothing is kept between requests. It is not signed: it opens only what the list
// itself shows. A token older than a day, or one that does not decode, is a badResumptionToken.
import { z } from "zod";

export const OAI_PAGE_SIZE = 100;
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type ListPosition = {
  metadataPrefix: string;
  /** inclusive lower bound of the datestamp */
  from?: Date;
  /** exclusive upper bound of the datestamp (the request's until, plus its granularity) */
  before?: Date;
  /** a tag slug */
  set?: string;
  /** records with a greater id follow */
  afterId: number;
  /** how many records the earlier pages held */
  cursor: number;
};

const ZToken = z.object({
  v: z.literal(1),
  p: z.string().min(1).max(50),
  f: z.number().int().optional(),
  b: z.number().int().optional(),
  s: z.string().min(1).max(500).optional(),
  a: z.number().int().min(0),
  c: z.number().int().min(0),
  t: z.number().int(),
});

export function encodeResumptionToken(position: ListPosition, issuedAt: Date): string {
  const payload: z.infer<typeof ZToken> = {
    v: 1,
    p: position.metadataPrefix,
    f: position.from?.getTime(),
    b: position.before?.getTime(),
    s: position.set,
    a: position.afterId,
    c: position.cursor,
    t: issuedAt.getTime(),
  };
  return Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
}

/** The position a token carries, or null when it is malformed or stale (issued over a day before `now`, or after it). */
export function decodeResumptionToken(token: string, now: Date): ListPosition | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(token)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = ZToken.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  const age = now.getTime() - p.t;
  if (age < 0 || age > TOKEN_LIFETIME_MS) return null;
  return {
    metadataPrefix: p.p,
    from: p.f === undefined ? undefined : new Date(p.f),
    before: p.b === undefined ? undefined : new Date(p.b),
    set: p.s,
    afterId: p.a,
    cursor: p.c,
  };
}

/**
 * A tag's setSpec. The standard allows only [A-Za-z0-9-_.!~*'()] there, while tags keep Arabic as
 * written; so the slug is percent-encoded as UTF-8 with "." in place of "%". Slugs hold only
 * letters, digits, marks and "-", never ".", so the mapping reverses exactly: "تعلم-الآلة" is
 * ".D8.AA.D8.B9…-.D8.A7…" and "nlp" stays "nlp".
 */
export const setSpecOf = (slug: string) => encodeURIComponent(slug).replaceAll("%", ".");

/** The slug a setSpec names, or null when it names none. */
export function slugOfSetSpec(setSpec: string): string | null {
  if (!/^[A-Za-z0-9\-_.!~*'()]+$/.test(setSpec)) return null;
  try {
    const slug = decodeURIComponent(setSpec.replaceAll(".", "%"));
    return setSpecOf(slug) === setSpec ? slug : null;
  } catch {
    return null;
  }
}
