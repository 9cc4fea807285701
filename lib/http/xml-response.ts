import "server-only";
import { toAppError } from "@/lib/errors";
import { requestLogger } from "@/lib/logger";

/**
 * A feed's or a harvester's answer: the document with its content type, or for a refusal only the
 * status (401 without a valid feed token, 404 for an unknown tag or researcher), with no body, so
 * nothing is learnt from it. A private feed (read with a token) is never kept by a shared cache.
 */
export async function xmlResponse(contentType: string, produce: () => Promise<string>, { shared }: { shared: boolean }): Promise<Response> {
  try {
    const xml = await produce();
    return new Response(xml, {
      headers: { "Content-Type": contentType, "Cache-Control": shared ? "public, max-age=300" : "private, no-store", "X-Content-Type-Options": "nosniff" },
    });
  } catch (e) {
    const known = toAppError(e);
    if (!known) requestLogger().error({ err: e }, "feed failed");
    return new Response(null, { status: known?.status ?? 500, headers: { "Cache-Control": "no-store" } });
  }
}
