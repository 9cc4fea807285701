// A path whose percent-escapes spell no UTF-8 (`%FF`, the overlong `%C0%AF`, the surrogate
// `%ED%A0%80`) or are no escapes at all (`%zz`) names no page, file or record. Next throws while
// decoding such a dynamic segment, and every route would answer a 500; the server answers 400
// before Next sees the request, in JSON under the API as every API answer is.
import { isApiPath } from "./api-fallback.mjs";

export const MALFORMED_PATH_BODY = JSON.stringify({ success: false, error: "Malformed URL path", code: "BAD_REQUEST" });

/** True when the path of a request target (`/a/b?c`) does not decode as UTF-8. */
export function isMalformedPath(target) {
  const q = target.indexOf("?");
  const pathname = q < 0 ? target : target.slice(0, q);
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Answers 400 for a malformed path (true), or leaves the request to Next (false). */
export function rejectMalformedPath(req, res) {
  const target = req.url ?? "/";
  if (!isMalformedPath(target)) return false;
  const api = isApiPath(target.split("?")[0]);
  res.writeHead(400, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : api ? MALFORMED_PATH_BODY : "Bad Request");
  return true;
}
