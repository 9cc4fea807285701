import "server-only";
import { toAppError } from "@/lib/errors";
import { isNotModified, weakEtag } from "@/lib/http/conditional";
import { requestLogger } from "@/lib/logger";

/** A document that says when it last changed (a feed: its newest entry's update). */
export type DatedXml = { xml: string; lastModified: Date };

type Options = {
  shared: boolean;
  /** for a dated document: the request whose If-None-Match / If-Modified-Since may make the answer a 304 */
  request?: Request;
  /** what the answer depends on besides its text (a private feed's token), so a tag never serves another reader */
  etagParts?: string[];
};

/**
 * A feed's or a harvester's answer: the document with its content type, or for a refusal only the
 * status (401 without a valid feed token, 404 for an unknown tag or researcher), with no body, so
 * nothing is learnt from it. A private feed (read with a token) is never kept by a shared cache.
 * A dated document carries an ETag and Last-Modified, and a client whose copy is current gets a 304
 * with no body (only after the reader was checked: a refusal stays a refusal).
 */
export async function xmlResponse(contentType: string, produce: () => Promise<string | DatedXml>, options: Options): Promise<Response> {
  try {
    const doc = await produce();
    const headers: Record<string, string> = {
      "Content-Type": contentType,
      "Cache-Control": options.shared ? "public, max-age=300" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
    };
    if (typeof doc === "string") return new Response(doc, { headers });
    const validators = { etag: weakEtag(...(options.etagParts ?? []), doc.xml), lastModified: doc.lastModified };
    headers.ETag = validators.etag;
    headers["Last-Modified"] = validators.lastModified.toUTCString();
    if (options.request && isNotModified(options.request.headers, validators)) {
      delete headers["Content-Type"];
      return new Response(null, { status: 304, headers });
    }
    return new Response(doc.xml, { headers });
  } catch (e) {
    const known = toAppError(e);
    if (!known) requestLogger().error({ err: e }, "feed failed");
    return new Response(null, { status: known?.status ?? 500, headers: { "Cache-Control": "no-store" } });
  }
}
