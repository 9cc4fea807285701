import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hasActivePdfContent, unsafeContent } from "./file-safety";

const pdf = (body: string) => new Uint8Array(Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`, "latin1"));

describe("unsafeContent", () => {
  it("accepts a plain PDF", () => {
    expect(unsafeContent(pdf("1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj"), "pdf")).toBeNull();
  });
  it("refuses scripts and automatic actions in a PDF, also behind #xx escapes", () => {
    for (const body of [
      "<< /S /JavaScript /JS (app.alert(1)) >>",
      "<< /OpenAction 3 0 R >>",
      "<< /AA << /O 4 0 R >> >>",
      "<< /J#53 (x) >>",
      "<< /Launch /F (cmd) >>",
    ]) {
      expect(unsafeContent(pdf(body), "pdf")).toBe("ACTIVE_CONTENT");
    }
  });
  it("looks inside compressed object streams", () => {
    const hidden = deflateSync(Buffer.from("<< /OpenAction << /S /JavaScript /JS (x) >> >>"));
    const bytes = Buffer.concat([
      Buffer.from("%PDF-1.5\n5 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n"),
      hidden,
      Buffer.from("\nendstream\nendobj\n"),
    ]);
    expect(hasActivePdfContent(new Uint8Array(bytes))).toBe(true);
  });
  it("does not mistake names that merely start alike (/AAPL, /JSON)", () => {
    expect(hasActivePdfContent(pdf("<< /AAPL 1 /JSONish 2 >>"))).toBe(false);
  });
  it("refuses polyglots: markup a browser would render, or a zip appended to a PDF or image", () => {
    expect(unsafeContent(pdf("<html><script>alert(1)</script>"), "pdf")).toBe("POLYGLOT");
    const gifar = new Uint8Array(Buffer.from("GIF89a....PK\u0003\u0004....PK\u0005\u0006\0\0", "latin1"));
    expect(unsafeContent(gifar, "gif")).toBe("POLYGLOT");
    const jpegHtml = new Uint8Array(Buffer.from("\xff\xd8\xff\xe0<!DOCTYPE html><p>x", "latin1"));
    expect(unsafeContent(jpegHtml, "jpeg")).toBe("POLYGLOT");
  });
  it("lets Office documents be the zips they are", () => {
    const docx = new Uint8Array(Buffer.from("PK\u0003\u0004[Content_Types].xml word/document.xml PK\u0005\u0006", "latin1"));
    expect(unsafeContent(docx, "docx")).toBeNull();
  });
});
