import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sniffFileKind } from "@/lib/files/files";
import { stripDocumentMetadata } from "./attachment-metadata";

// A review's attachment loses what names its writer: a PDF's Info and XMP, a Word document's
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

/** A PDF whose Info dictionary and XMP packet name the reviewer. */
const namedPdf = (name = NAME, email = EMAIL) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<< /Author (${name}) /Creator (Word for ${email}) /Producer (${name}'s Mac) /Title (Review) >>endobj\n<x:xmpmeta><dc:creator>${name}</dc:creator></x:xmpmeta>\n2 0 obj<< /Length 20 >>stream\nThe method is unclear\nendstream endobj\ntrailer<< /Info 1 0 R >>\n%%EOF\n`,
    "latin1",
  );

describe("a review attachment's metadata", () => {
  it("a PDF: Author, Creator, Producer and XMP blanked, its length and its text kept", () => {
    const pdf = namedPdf();
    const out = Buffer.from(stripDocumentMetadata(pdf, "pdf")).toString("latin1");
    expect(out).toHaveLength(pdf.length);
    expect(out).not.toContain(NAME);
    expect(out).not.toContain(EMAIL);
    expect(out).toContain("The method is unclear");
    expect(out).toContain("/Title (Review)");
  });

  it("a Word document: properties, comment and change authors, people and custom properties cleared; the text kept and still a .docx", () => {
    const out = stripDocumentMetadata(namedDocx(), "docx");
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

  it("a zip that is not a package is refused by the unzip, not kept as it came", () => {
    expect(() => stripDocumentMetadata(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "docx")).toThrow();
  });
});
