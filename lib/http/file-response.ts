import "server-only";
import { Readable } from "node:stream";
import { AppError } from "@/lib/errors";
import { contentDisposition, parseRange } from "@/lib/files/files";
import { openStored } from "@/lib/files/storage";
import type { CountedDownload } from "@/lib/server/item-uses";

/**
 * The answer to a download: the file (or the asked range, 206; 416 outside it), its type,
 * `Content-Disposition` with `name`, nosniff, an ETag (304 on a match) and no sniffing or scripts.
 * `null` when the key names nothing.
 */
export async function fileResponse(
  req: Request,
  opts: { key: string; name?: string; disposition?: "attachment" | "inline"; cache?: string },
): Promise<Response | null> {
  const file = await openStored(opts.key);
  if (!file) return null;
  const etag = `"${file.key.slice(0, 32)}-${file.size.toString(16)}"`;
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Content-Disposition": contentDisposition(opts.name ?? file.key, opts.disposition ?? "attachment"),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": opts.cache ?? "private, no-cache",
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Last-Modified": file.modified.toUTCString(),
  };
  const inm = req.headers.get("if-none-match");
  if (inm && inm.split(",").some((t) => t.trim() === etag || t.trim() === "*")) return new Response(null, { status: 304, headers });
  // If-Range: a range only for the same file, else the whole of it
  const ifRange = req.headers.get("if-range");
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.get("range"), file.size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
  }
  const body = req.method === "HEAD" ? null : await file.read(range ?? undefined);
  if (req.method !== "HEAD" && !body) return null;
  const stream = body ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : null;
  if (range) {
    return new Response(stream, {
      status: 206,
      headers: { ...headers, "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`, "Content-Length": String(range.end - range.start + 1) },
    });
  }
  return new Response(stream, { status: 200, headers: { ...headers, "Content-Length": String(file.size) } });
}

/**
 * Serves what a download or open endpoint's domain call chose (a kept file under its name, or a
 * link to follow) and counts the use only when a GET was answered: HEAD, a 304 or a refused range
 * count nothing. Nothing to serve is a 404.
 */
export async function serveDownload(req: Request, download: CountedDownload): Promise<Response> {
  const res =
    "link" in download
      ? new Response(null, { status: 302, headers: { Location: download.link, "Cache-Control": "no-store" } })
      : await fileResponse(req, { key: download.key, name: download.name });
  if (!res) throw new AppError("NOT_FOUND", "File not found");
  if (req.method === "GET" && res.status < 400) await download.count();
  return res;
}
