import { createHash } from "node:crypto";

// Conditional GET for documents the server writes anew on each request (the feeds): the answer's
// validators, and whether a client's copy is still current, so it gets a 304 with no body.

/** A weak entity tag (the same document may be sent compressed or not) over everything the answer depends on. */
export function weakEtag(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:${part}`);
  return `W/"${hash.digest("base64url").slice(0, 32)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * Whether the client's copy is current. If-None-Match decides when it is sent (compared weakly, as
 * a GET's is); only without it does If-Modified-Since, at the one-second precision of an HTTP date.
 */
export function isNotModified(headers: Headers, { etag, lastModified }: { etag: string; lastModified: Date }): boolean {
  const noneMatch = headers.get("if-none-match");
  if (noneMatch !== null) return noneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
  const since = Date.parse(headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
