import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, PDFName, StandardFonts } from "@cantoo/pdf-lib";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sniffFileKind } from "@/lib/files/files";
import { stripDocumentMetadata } from "./attachment-metadata";

// A review's attachment loses what names its writer: a PDF's Info and XMP (in depth in the PDF module's own test), a Word document's
// properties and the authors of its comments and tracked changes; the rest of the file stays.

const NAME = "Huda Al-Rashid";
const EMAIL = "huda.rashid@example.test";

/** A small Word package whose properties, comments and tracked changes name the reviewer. */
function namedDocx(name = NAME, email = EMAIL) {
  return zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    "word/document.xml": strToU8(
      `<w:document xmlns:w="x"><w:body><w:p><w:r><w:t>The method is unclear.</w:t></w:r><w:ins w:id="1" w:author="${name}" w:date="2026-01-01T00:00:00Z"><w:r><w:t>Added.</w:t></w:r></w:ins></w:p></w:body></w:document>`,
    ),
    "word/comments.xml": strToU8(
      `<w:comments xmlns:w="x"><w:comment w:id="0" w:author="${name}" w:initials="HR"><w:p><w:r><w:t>See page 2.</w:t></w:r></w:p></w:comment></w:comments>`,
    ),
    "word/people.xml": strToU8(
      `<w15:people xmlns:w15="y"><w15:person w15:author="${name}"><w15:presenceInfo w15:providerId="AD" w15:userId="${email}"/></w15:person></w15:people>`,
    ),
    "docProps/core.xml": strToU8(
      `<cp:coreProperties xmlns:cp="c" xmlns:dc="d"><dc:creator>${name}</dc:creator><cp:lastModifiedBy>${email}</cp:lastModifiedBy></cp:coreProperties>`,
    ),
    "docProps/app.xml": strToU8(
      `<Properties><Application>Microsoft Office Word</Application><Company>${name} Lab</Company><Manager>${name}</Manager><Pages>2</Pages></Properties>`,
    ),
    "docProps/custom.xml": strToU8(`<Properties><property name="Reviewer"><vt:lpwstr>${name}</vt:lpwstr></property></Properties>`),
  });
}

/** A one-page PDF whose Info dictionary and XMP packet name the reviewer, in plain (uncompressed) objects. */
async function namedPdf(name = NAME, email = EMAIL) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText("The method is unclear", { x: 20, y: 100, size: 12, font });
  doc.setAuthor(name);
  doc.setCreator(`Word for ${email}`);
  doc.setProducer(`${name}'s Mac`);
  doc.setTitle("Review");
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${name}</dc:creator></x:xmpmeta>`;
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(doc.context.stream(xmp, { Type: "Metadata", Subtype: "XML" })));
  return doc.save({ useObjectStreams: false });
}

/** The text poppler reads from the PDF. */
function pdfText(bytes: Uint8Array) {
  const dir = mkdtempSync(path.join(tmpdir(), "attachment-"));
  try {
    writeFileSync(path.join(dir, "a.pdf"), bytes);
    return execFileSync("pdftotext", [path.join(dir, "a.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a review attachment's metadata", () => {
  it("a PDF: its information dictionary and XMP packet gone, its text kept; a password-protected one refused", async () => {
    const pdf = await namedPdf();
    const hex = (s: string) => Buffer.from(s, "utf16le").swap16().toString("hex").toUpperCase();
    // the names are there to be found before
    expect(Buffer.from(pdf).toString("latin1")).toContain(hex(NAME));
    expect(Buffer.from(pdf).toString("latin1")).toContain(`<dc:creator>${NAME}`);
    const out = await stripDocumentMetadata(pdf, "pdf");
    const text = Buffer.from(out).toString("latin1");
    for (const x of [NAME, EMAIL, hex(NAME), hex(EMAIL), "xmpmeta", "/Author", "/Creator", "/Producer"]) expect(text).not.toContain(x);
    expect(sniffFileKind(out)).toBe("pdf");
    expect(pdfText(out)).toContain("The method is unclear");

    const locked = await PDFDocument.load(pdf, { updateMetadata: false });
    locked.encrypt({ userPassword: "secret", ownerPassword: "secret" });
    await expect(stripDocumentMetadata(await locked.save(), "pdf")).rejects.toMatchObject({ name: "UncleanablePdfError", reason: "encrypted" });
  });

  it("a Word document: properties, comment and change authors, people and custom properties cleared; the text kept and still a .docx", async () => {
    const out = await stripDocumentMetadata(namedDocx(), "docx");
    expect(sniffFileKind(out)).toBe("docx");
    const parts = unzipSync(out);
    const all = Object.values(parts)
      .map((p) => strFromU8(p))
      .join("\n");
    expect(all).not.toContain(NAME);
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain("HR");
    expect(strFromU8(parts["word/document.xml"])).toContain("The method is unclear.");
    expect(strFromU8(parts["word/comments.xml"])).toContain("See page 2.");
    expect(strFromU8(parts["docProps/app.xml"])).toContain("<Pages>2</Pages>");
    expect(Object.keys(parts).sort()).toEqual(Object.keys(unzipSync(namedDocx())).sort());
  });

  it("a zip that is not a package is refused by the unzip, not kept as it came", async () => {
    await expect(stripDocumentMetadata(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "docx")).rejects.toThrow();
  });
});
