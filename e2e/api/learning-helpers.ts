// Shared arrangements of the learning API specs (exams, library, resources): signed-in clients,
// real files, the storage directory, and a body sent without a Content-Length.
import { readdir, readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { makePdf } from "../../prisma/demo-files/pdf";
import { E2E_ENV } from "../env.mjs";
import { test } from "../fixtures";

export const BASE = () => test.info().project.use.baseURL as string;
export const UPLOAD_DIR = path.resolve(E2E_ENV.UPLOAD_DIR);

export { apiClient as client } from "../fixtures";

let n = 0;
/** A valid PDF with unique content (so a stored copy can be found by its bytes). */
export const pdf = (label = "model") =>
  makePdf({ title: label, pages: [{ heading: `${label} ${Date.now()}-${++n}-${Math.random()}`, lines: ["Question 1. (A) (B) (C) (D)"] }] });
/** A PDF whose catalog runs a script when opened. */
export const pdfWith = (dict: string) =>
  Buffer.from(pdf().toString("latin1").replace("<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Catalog /Pages 2 0 R ${dict} >>`), "latin1");
/** A whole 1-pixel PNG: every chunk with its CRC, nothing after IEND. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
/** A 1-pixel PNG with a unique text chunk before IEND (so a stored copy can be told apart; nothing may follow IEND). */
export const png = () => {
  const data = Buffer.from(`Comment\0${Math.random()}`, "latin1");
  const typed = Buffer.concat([Buffer.from("tEXt"), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), 8 + data.length);
  const iend = PNG.length - 12;
  return Buffer.concat([PNG.subarray(0, iend), chunk, PNG.subarray(iend)]);
};
/** Enough of a .docx for the content check: a zip naming its content types and main part. */
export const docx = () =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from(`\0\0[Content_Types].xml\0word/document.xml\0${Math.random()}\0`),
    Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0]),
  ]);

export const file = (name: string, buffer: Buffer, mimeType = "application/pdf") => ({ name, mimeType, buffer });

/** Stored files whose bytes equal `bytes` (there must be none after a refusal). */
export async function storedCopies(bytes: Buffer): Promise<string[]> {
  const names = await readdir(UPLOAD_DIR).catch(() => [] as string[]);
  const out: string[] = [];
  for (const name of names) {
    const s = await stat(path.join(UPLOAD_DIR, name)).catch(() => null);
    if (!s || s.size !== bytes.length) continue;
    if ((await readFile(path.join(UPLOAD_DIR, name))).equals(bytes)) out.push(name);
  }
  return out;
}

/** Left-over partial writes of the storage module. */
export async function tempFiles(): Promise<string[]> {
  return (await readdir(UPLOAD_DIR).catch(() => [] as string[])).filter((f) => f.startsWith(".tmp-"));
}

export async function fileExists(key: string) {
  return Boolean(await stat(path.join(UPLOAD_DIR, key)).catch(() => null));
}

/** The session cookie of a signed-in context, for raw requests. */
export async function cookieOf(ctx: APIRequestContext) {
  const state = await ctx.storageState();
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** A multipart POST streamed in chunks with no Content-Length: the limit must hold while reading. */
export function postChunked(url: string, cookie: string, field: string, fileName: string, bytes: Buffer, extra: Record<string, string> = {}) {
  const boundary = `----manara${Math.random().toString(16).slice(2)}`;
  const head =
    Object.entries(extra)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join("") + `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked", Cookie: cookie },
      },
      (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (e) => (/EPIPE|ECONNRESET/.test(String(e)) ? resolve({ status: -1, body: String(e) }) : reject(e)));
    req.write(head);
    for (let i = 0; i < bytes.length; i += 256 * 1024) req.write(bytes.subarray(i, i + 256 * 1024));
    req.end(tail);
  });
}

/** The name in `filename*=UTF-8''…` of a Content-Disposition header. */
export const starName = (header: string | undefined) => decodeURIComponent((header ?? "").split("filename*=UTF-8''")[1] ?? "");
