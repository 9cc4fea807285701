import { inflateSync } from "node:zlib";
import type { FileKind } from "@/lib/files";

// What an upload must not carry beyond its declared kind. The kind itself is proved by the
// signature (`sniffFileKind`); this looks at the rest: a second format hidden in the same bytes
// (a polyglot a browser or an archive tool would read differently) and, in a PDF, scripts or
// actions that run when it is opened.

export type UnsafeReason = "POLYGLOT" | "ACTIVE_CONTENT";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** Markup a content-sniffing browser would render as a page, anywhere in the file. */
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)[\s>/]|<!doctype\s+html|<\?php/i;
/** A zip's end-of-central-directory record: an archive reader finds a second file here (GIFAR, JAR). */
const ZIP_END = "PK\u0005\u0006";

/** PDF names may escape letters as `#xx` (`/J#53` is `/JS`): fold them before looking. */
const foldPdfNames = (text: string) => text.replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
/** Scripts (/JS, /JavaScript), actions that run by themselves (/OpenAction, /AA) and launches. */
const PDF_ACTIVE = /\/(JS|JavaScript|OpenAction|AA|Launch|RichMedia|XFA)(?![A-Za-z0-9])/;

/** The text of every Flate stream in a PDF (object streams can hide dictionaries), bounded. */
function inflatedStreams(text: string, budget = 32 * 1024 * 1024): string[] {
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && budget > 0) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    const raw = Buffer.from(text.slice(start, end), "latin1");
    try {
      const inflated = inflateSync(raw, { maxOutputLength: Math.min(budget, 16 * 1024 * 1024) }).toString("latin1");
      budget -= inflated.length;
      out.push(inflated);
    } catch {
      // not Flate, or damaged: the raw bytes were searched already
    }
    re.lastIndex = end;
  }
  return out;
}

export function hasActivePdfContent(bytes: Uint8Array): boolean {
  const text = latin1(bytes);
  if (PDF_ACTIVE.test(foldPdfNames(text))) return true;
  return inflatedStreams(text).some((s) => PDF_ACTIVE.test(foldPdfNames(s)));
}

export function unsafeContent(bytes: Uint8Array, kind: FileKind): UnsafeReason | null {
  const text = latin1(bytes);
  if (MARKUP.test(text)) return "POLYGLOT";
  if (kind !== "docx" && kind !== "pptx" && text.includes(ZIP_END)) return "POLYGLOT";
  if (kind === "pdf" && hasActivePdfContent(bytes)) return "ACTIVE_CONTENT";
  return null;
}
