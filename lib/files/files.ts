// Recognise an upload by its first bytes, never by the client's name or declared type.
export type FileKind = "jpeg" | "png" | "gif" | "webp" | "pdf" | "doc" | "ppt" | "docx" | "pptx";

export const MIME: Record<FileKind, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  doc: "application/msword",
  ppt: "application/vnd.ms-powerpoint",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

export const EXTENSION: Record<FileKind, string> = {
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  webp: "webp",
  pdf: "pdf",
  doc: "doc",
  ppt: "ppt",
  docx: "docx",
  pptx: "pptx",
};
export const DOCUMENT_KINDS: FileKind[] = ["pdf", "doc", "docx", "ppt", "pptx"];

export const IMAGE_KINDS: FileKind[] = ["jpeg", "png", "gif", "webp"];
/** The images' MIME types, for a file picker's `accept` and its early check (the server checks by content). */
export const IMAGE_MIME_TYPES = IMAGE_KINDS.map((k) => MIME[k]);
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
const utf16 = (s: string) => [...s].map((c) => `${c}\0`).join("");

export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // an OLE compound file: its directory names the stream (UTF-16LE) that makes it Word or PowerPoint
    const text = latin1(bytes);
    if (text.includes(utf16("WordDocument"))) return "doc";
    if (text.includes(utf16("PowerPoint Document"))) return "ppt";
    return null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // a zip is an Office document only with its content types and main part (the central directory lists every name)
    const text = latin1(bytes);
    if (!text.includes("[Content_Types].xml")) return null;
    if (text.includes("word/document.xml")) return "docx";
    if (text.includes("ppt/presentation.xml")) return "pptx";
    return null;
  }
  return null;
}

/**
 * Stored names are ours: 32 hex characters and our own extension; an image's resized copies add
 * the original's extension and their width (`<32 hex>-jpg-w640.webp`, see lib/files/variants.ts).
 */
export const STORED_NAME = /^[a-f0-9]{32}(?:\.(jpg|png|gif|webp|pdf|doc|docx|ppt|pptx)|-(?:jpg|png|webp)-w(?:320|640|1280)\.webp)$/;

export const PDF_KINDS: FileKind[] = ["pdf"];
/** Library books and workshop documents: .pdf, .doc, .docx, checked by content. */
export const BOOK_KINDS: FileKind[] = ["pdf", "doc", "docx"];

// ── Downloads: the name a file is saved under, and the byte range a client asked for ────────

/**
 * A display name for a stored file: the last segment of what the client called it, without
 * control or path characters, ending in the extension of the kind its content proved. A name that
 * tries to climb directories (`..`, `/`, `\`) is refused by `isTraversalName` before we get here.
 */
export function safeDownloadName(name: string | null | undefined, kind: FileKind, fallback = "file"): string {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f"<>:|?*\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const ext = EXTENSION[kind];
  const stem =
    cleaned
      .replace(/\.[^.]{1,8}$/, "")
      .trim()
      .slice(0, 120) || fallback;
  return `${stem}.${ext}`;
}

/** A client file name that names a path rather than a file. */
export function isTraversalName(name: string): boolean {
  return /[\\/\u0000]/.test(name) || name.split(/[\\/]/).some((s) => s === "..") || /^\.\.?$/.test(name.trim());
}

/** A download (a book, an exam model) is saved under the last segment of its path, as the legacy site named it. */
export function lastPathSegment(url: string): string {
  const pathOnly = url.split(/[?#]/)[0];
  const seg = pathOnly.split("/").filter(Boolean).pop() ?? "";
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

/**
 * `Content-Disposition` per RFC 6266 / RFC 8187: an ASCII fallback for old clients and the exact
 * UTF-8 name in `filename*`, so an Arabic name survives.
 */
export function contentDisposition(name: string, type: "attachment" | "inline" = "attachment"): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_")
    .replace(/_+/g, "_");
  const fallback = /[^_. ]/.test(ascii.replace(/\.[a-z0-9]+$/i, "")) ? ascii : `download${(ascii.match(/\.[a-z0-9]+$/i) ?? [""])[0]}`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14). `null`: no usable
 * range, serve the whole file (absent, another unit, or several ranges, which we do not combine).
 * `"unsatisfiable"`: a 416.
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, a, b] = m;
  if (a === "" && b === "") return null;
  if (a === "") {
    const suffix = Number(b);
    if (suffix === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  if (start >= size) return "unsatisfiable";
  const end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  if (end < start) return null;
  return { start, end };
}
