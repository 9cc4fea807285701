import { describe, expect, it } from "vitest";
import { blankPdfMetadata } from "./pdf-metadata";

const pdf = (text: string) => Buffer.from(text, "latin1");
const read = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("blanking a PDF's author metadata", () => {
  it("empties Author, Creator, Producer (literal and hex, nested parentheses) and the XMP packet, keeping every offset", () => {
    const source = [
      "%PDF-1.7",
      "1 0 obj << /Title (Deep learning) /Author (Layla Haddad \\(Cairo\\) (PI)) /Creator <4C61796C61> /Producer(Word) >> endobj",
      '2 0 obj << /Type /Metadata >> stream <x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Layla Haddad</dc:creator></x:xmpmeta> endstream endobj',
      "trailer << /Info 1 0 R >>",
      "%%EOF",
    ].join("\n");
    const out = read(blankPdfMetadata(pdf(source)));
    expect(out).toHaveLength(source.length);
    expect(out).not.toContain("Layla");
    expect(out).not.toContain("4C61796C61");
    expect(out).not.toContain("Word");
    expect(out).toContain("/Title (Deep learning)");
    expect(out).toMatch(/\/Author \( +\)/);
    expect(out).toMatch(/\/Creator < +>/);
    // the structure around the blanks is untouched
    expect(out.indexOf("trailer")).toBe(source.indexOf("trailer"));
    expect(out).toContain("endstream endobj");
  });

  it("leaves a PDF without metadata as it was", () => {
    const source = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
    expect(read(blankPdfMetadata(pdf(source)))).toBe(source);
  });
});
