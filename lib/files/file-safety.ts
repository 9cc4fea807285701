import { createInflate } from "node:zlib";
import type { FileKind } from "@/lib/files/files";

// What an upload must not carry beyond its declared kind. The kind itself is proved by the
// signature (`sniffFileKind`); this looks at the rest: a second format hidden in the same bytes
// (a polyglot a browser or an archive tool would read differently), bytes after a PNG's last chunk
// and, in a PDF, scripts or actions that run when it is opened, also inside encoded streams.

export type UnsafeReason = "POLYGLOT" | "ACTIVE_CONTENT" | "TOO_COMPLEX";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** Markup a content-sniffing browser would render as a page, anywhere in the file. */
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)[\s>/]|<!doctype\s+html|<\?php/i;
/** A zip's end-of-central-directory record: an archive reader finds a second file here (GIFAR, JAR). */
const ZIP_END = "PK\u0005\u0006";

/** PDF names may escape letters as `#xx` (`/J#53` is `/JS`): fold them before looking. */
const foldPdfNames = (text: string) => text.replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
/** Scripts (/JS, /JavaScript), actions that run by themselves (/OpenAction, /AA) and launches. */
const PDF_ACTIVE = /\/(JS|JavaScript|OpenAction|AA|Launch|RichMedia|XFA)(?![A-Za-z0-9])/;
const isActive = (text: string) => text.includes("/") && PDF_ACTIVE.test(text.includes("#") ? foldPdfNames(text) : text);

// ── PNG: the file ends with its IEND chunk ─────────────────────────────────────────────────────

/** Whether a PNG's chunks run from the signature to IEND and nothing follows (markup after IEND is a polyglot). */
export function pngEndsAtIend(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.byteLength) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
    const next = at + 12 + length;
    if (next > bytes.byteLength) return false;
    if (type === "IEND") return next === bytes.byteLength;
    at = next;
  }
  return false;
}

// ── PDF: every stream decoded (Flate, ASCIIHex, ASCII85, chained) under one budget and deadline ─

export type PdfScanLimits = {
  /** bytes all decoding of one file may produce together (inflated, and partial or failed inflates too) */
  budget: number;
  /** milliseconds one file may take */
  deadlineMs: number;
  /** the clock (tests pass their own) */
  now?: () => number;
};

/** Eight times the file, at least 32 MB and at most 256 MB; two seconds. */
export function pdfScanLimits(size: number): PdfScanLimits {
  return { budget: Math.min(256 * 1024 * 1024, Math.max(32 * 1024 * 1024, 8 * size)), deadlineMs: 2000 };
}

/** Decoders are applied at most this many times in a row ([/ASCII85Decode /FlateDecode …]). */
const MAX_DEPTH = 3;
/** Names are short: a window this long across two chunks finds one split between them. */
const OVERLAP = 64;

class Overrun extends Error {}

type Scan = { left: number; used: number; deadline: number; now: () => number };

function charge(scan: Scan, bytes: number) {
  scan.used += bytes;
  scan.left -= bytes;
  if (scan.left < 0 || scan.now() > scan.deadline) throw new Overrun();
}

const HEX_TEXT = /^[0-9A-Fa-f\s]*>?\s*$/;
const A85_TEXT = /^(?:<~)?[!-uz\s]*(?:~>)?\s*$/;

/** ASCIIHexDecode: pairs of hex digits, whitespace ignored, `>` ends it (an odd last digit is followed by 0). */
function hexDecode(text: string): Buffer | null {
  if (!HEX_TEXT.test(text)) return null;
  let digits = text.replace(/[\s>]/g, "");
  if (digits.length < 2) return null;
  if (digits.length % 2) digits += "0";
  return Buffer.from(digits, "hex");
}

/** ASCII85Decode: groups of five characters `!`–`u` for four bytes, `z` for four zeros, `~>` ends it. */
function a85Decode(text: string): Buffer | null {
  if (!A85_TEXT.test(text) || !/[!-uz]{5}/.test(text.replace(/\s/g, ""))) return null;
  const chars = text
    .replace(/^\s*<~/, "")
    .replace(/~>\s*$/, "")
    .replace(/\s/g, "");
  const out: number[] = [];
  let group: number[] = [];
  const flush = (n: number) => {
    while (group.length < 5) group.push(84); // 'u' pads a short last group
    let value = 0;
    for (const c of group) value = value * 85 + c;
    for (let i = 0; i < n; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const ch of chars) {
    if (ch === "z" && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const c = ch.charCodeAt(0) - 33;
    if (c < 0 || c > 84) return null;
    group.push(c);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

/**
 * Inflates `data`, charging every byte produced (a damaged stream's partial output too) and
 * looking for active names as the bytes come. Returns the output when a further decoder may apply
 * to it (it looks like hex, ASCII85 or zlib), else null; `true` when a name was found.
 */
function inflateAndScan(data: Buffer, scan: Scan): Promise<Buffer | null | true> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    let tail = "";
    let keep: Buffer[] | null = null;
    let first = true;
    let settled = false;
    const finish = (value: Buffer | null | true | Error) => {
      if (settled) return;
      settled = true;
      inflate.removeAllListeners("data");
      inflate.destroy();
      if (value instanceof Error) reject(value);
      else resolve(value);
    };
    inflate.on("data", (chunk: Buffer) => {
      try {
        charge(scan, chunk.length);
      } catch (e) {
        finish(e as Error);
        return;
      }
      const text = latin1(chunk);
      if (first) {
        first = false;
        // keep the output only when another decoder may apply: hex or ASCII85 text, or a zlib header
        if (/^[\s!-u~z]*$/.test(text.slice(0, 256)) || chunk[0] === 0x78) keep = [];
      }
      keep?.push(chunk);
      if (isActive(tail + text)) finish(true);
      tail = text.slice(-OVERLAP);
    });
    inflate.on("error", () => finish(keep ? Buffer.concat(keep) : null)); // not Flate, or damaged: what came out was scanned
    inflate.on("end", () => finish(keep ? Buffer.concat(keep) : null));
    inflate.end(data);
  });
}

/** Whether `data` (the raw bytes of a stream, or what a decoder made of them) hides an active name. */
async function hidesActive(data: Buffer, depth: number, scan: Scan): Promise<boolean> {
  if (depth > 0 && isActive(latin1(data))) return true;
  if (depth >= MAX_DEPTH) return false;
  const text = latin1(data);
  for (const decode of [hexDecode, a85Decode]) {
    const decoded = decode(text);
    if (!decoded) continue;
    charge(scan, decoded.length);
    if (await hidesActive(decoded, depth + 1, scan)) return true;
  }
  const inflated = await inflateAndScan(data, scan);
  if (inflated === true) return true;
  return inflated !== null && inflated.length > 0 && (await hidesActive(inflated, depth + 1, scan));
}

/**
 * A PDF's verdict: ACTIVE_CONTENT when a script or automatic action shows in its text or in any
 * stream once decoded; TOO_COMPLEX when decoding would pass the file's budget or deadline (the
 * first overrun stops it); null when clean. `used`: the bytes decoding produced.
 */
export async function scanPdf(
  bytes: Uint8Array,
  limits: PdfScanLimits = pdfScanLimits(bytes.byteLength),
): Promise<{ verdict: UnsafeReason | null; used: number }> {
  const text = latin1(bytes);
  if (isActive(text)) return { verdict: "ACTIVE_CONTENT", used: 0 };
  const now = limits.now ?? (() => performance.now());
  const scan: Scan = { left: limits.budget, used: 0, deadline: now() + limits.deadlineMs, now };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  try {
    while ((m = re.exec(text))) {
      const start = m.index + m[0].length;
      const end = text.indexOf("endstream", start);
      if (end < 0) break;
      if (await hidesActive(buffer.subarray(start, end), 0, scan)) return { verdict: "ACTIVE_CONTENT", used: scan.used };
      if (now() > scan.deadline) throw new Overrun();
      re.lastIndex = end + "endstream".length;
    }
  } catch (e) {
    if (e instanceof Overrun) return { verdict: "TOO_COMPLEX", used: scan.used };
    throw e;
  }
  return { verdict: null, used: scan.used };
}

export async function unsafeContent(bytes: Uint8Array, kind: FileKind): Promise<UnsafeReason | null> {
  const text = latin1(bytes);
  if (MARKUP.test(text)) return "POLYGLOT";
  if (kind !== "docx" && kind !== "pptx" && text.includes(ZIP_END)) return "POLYGLOT";
  if (kind === "png" && !pngEndsAtIend(bytes)) return "POLYGLOT";
  if (kind === "pdf") return (await scanPdf(bytes)).verdict;
  return null;
}
