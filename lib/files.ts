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

export const EXTENSION: Record<FileKind, string> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp", pdf: "pdf", doc: "doc", ppt: "ppt", docx: "docx", pptx: "pptx" };
export const DOCUMENT_KINDS: FileKind[] = ["pdf", "doc", "docx", "ppt", "pptx"];

export const IMAGE_KINDS: FileKind[] = ["jpeg", "png", "gif", "webp"];
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

/** Stored names are ours: 32 hex characters and our own extension. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp|pdf|doc|docx|ppt|pptx)$/;
