import "server-only";
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from "@cantoo/pdf-lib";

// Removes what a PDF says about who made it before an anonymous reviewer (or, for a reviewer's
// attachment, the author) reads it. The file is parsed and written anew, so metadata kept inside a
// compressed object stream, a compressed XMP packet or an earlier revision of the file goes too:
// - the whole document information dictionary (Author, Creator, Producer, and Title, Subject and
//   Keywords, which writers fill with the source file's name or the author's own words; the reader
//   has the manuscript's title from the platform), with the custom keys office suites add;
// - every XMP packet (`/Metadata`, on the catalog, a page or an image) and every `/PieceInfo`
//   (the private data of the application that edited a page);
// - the source paths TeX engines record (`/PTEX.FileName` and the like), which hold home folders;
// - the author of each comment (a markup annotation's `/T`), as a reader shows it beside the note;
// - any object nothing in the document points to any more (an old revision's metadata).
// The pages, their content and resources, links, outlines and forms are kept as they were.

/** Why a PDF cannot be cleaned: it is encrypted with a password, or it is not a readable PDF with pages. */
export class UncleanablePdfError extends Error {
  constructor(readonly reason: "encrypted" | "unreadable") {
    super(reason === "encrypted" ? "The PDF is protected by a password" : "The file could not be read as a PDF");
    this.name = "UncleanablePdfError";
  }
}

/** Annotation types whose `/T` is the author of a note (a form field's `/T` is its name and stays). */
const MARKUP = new Set(
  [
    "Text",
    "FreeText",
    "Line",
    "Square",
    "Circle",
    "Polygon",
    "PolyLine",
    "Highlight",
    "Underline",
    "Squiggly",
    "StrikeOut",
    "Stamp",
    "Caret",
    "Ink",
    "FileAttachment",
    "Sound",
    "Redact",
  ].map((s) => PDFName.of(s)),
);

const METADATA = PDFName.of("Metadata");
const PIECE_INFO = PDFName.of("PieceInfo");
const SUBTYPE = PDFName.of("Subtype");
const AUTHOR_OF_NOTE = PDFName.of("T");

/** Drops the naming entries of one dictionary (a stream's dictionary included). */
function scrub(dict: PDFDict) {
  dict.delete(METADATA);
  dict.delete(PIECE_INFO);
  for (const key of dict.keys()) if (key.asString().startsWith("/PTEX.")) dict.delete(key);
  const subtype = dict.get(SUBTYPE);
  if (subtype instanceof PDFName && MARKUP.has(subtype)) dict.delete(AUTHOR_OF_NOTE);
}

/** Every object reachable from the catalog, scrubbed on the way; what is not reached is deleted. */
function scrubAndCollect(doc: PDFDocument) {
  const { context } = doc;
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [context.trailerInfo.Root!];
  while (pending.length) {
    let obj = pending.pop()!;
    if (obj instanceof PDFRef) {
      if (reached.has(obj)) continue;
      reached.add(obj);
      const target = context.lookup(obj);
      if (!target) continue;
      obj = target;
    }
    const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict) {
      scrub(dict);
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (obj instanceof PDFArray) pending.push(...obj.asArray());
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}

/**
 * The PDF written anew without what names its author. `decrypt`: a PDF encrypted without a user
 * password (restrictions only, readable by anyone) is decrypted and cleaned; otherwise an
 * encrypted PDF is refused. Throws UncleanablePdfError when the result could not be made.
 */
export async function removePdfMetadata(pdf: Uint8Array, { decrypt = false } = {}): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    // no password given: an encrypted file is refused by the load itself
    doc = await PDFDocument.load(pdf, { updateMetadata: false, ...(decrypt ? { password: "" } : {}) });
  } catch (e) {
    if (e instanceof EncryptedPDFError || (e instanceof Error && /password/i.test(e.message))) throw new UncleanablePdfError("encrypted");
    throw new UncleanablePdfError("unreadable");
  }
  if (doc.isEncrypted) throw new UncleanablePdfError("encrypted");
  try {
    if (!(doc.context.lookup(doc.context.trailerInfo.Root) instanceof PDFDict) || doc.getPageCount() === 0) throw new Error("no pages");
    delete doc.context.trailerInfo.Info;
    scrubAndCollect(doc);
    // compressed object streams only where the file's version allows them (PDF 1.5 and later)
    const [major, minor] = doc.context.header.getVersionString().split(".").map(Number);
    return await doc.save({ addDefaultPage: false, updateFieldAppearances: false, useObjectStreams: major > 1 || minor >= 5 });
  } catch {
    throw new UncleanablePdfError("unreadable");
  }
}
