import { describe, expect, it } from "vitest";
import { sniffFileKind, STORED_NAME } from "./files";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffFileKind", () => {
  it("recognises images by their signature", () => {
    expect(sniffFileKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffFileKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffFileKind(bytes("GIF89a"))).toBe("gif");
    expect(sniffFileKind(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
  });
  const zip = (...names: string[]) => bytes([0x50, 0x4b, 0x03, 0x04], ...names.map((n) => `\0\0${n}\0`));
  const ole = (stream: string) =>
    bytes(
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      [0, 0],
      [...stream].flatMap((c) => [c.charCodeAt(0), 0]),
    );
  it("recognises documents, looking inside Office containers", () => {
    expect(sniffFileKind(bytes("%PDF-1.7"))).toBe("pdf");
    expect(sniffFileKind(zip("[Content_Types].xml", "word/document.xml"))).toBe("docx");
    expect(sniffFileKind(zip("[Content_Types].xml", "ppt/presentation.xml"))).toBe("pptx");
    expect(sniffFileKind(ole("WordDocument"))).toBe("doc");
    expect(sniffFileKind(ole("PowerPoint Document"))).toBe("ppt");
  });
  it("refuses a plain zip or another OLE file (e.g. a spreadsheet) whatever its name", () => {
    expect(sniffFileKind(zip("evil.exe"))).toBeNull();
    expect(sniffFileKind(zip("[Content_Types].xml", "xl/workbook.xml"))).toBeNull();
    expect(sniffFileKind(ole("Workbook"))).toBeNull();
  });
  it("rejects anything else, whatever it is called", () => {
    expect(sniffFileKind(bytes("<svg onload=alert(1)>"))).toBeNull();
    expect(sniffFileKind(bytes("<?php echo 1; ?>"))).toBeNull();
    expect(sniffFileKind(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull();
  });
  it("accepts only names we generated", () => {
    expect(STORED_NAME.test("0123456789abcdef0123456789abcdef.png")).toBe(true);
    expect(STORED_NAME.test("../../data/app.db")).toBe(false);
    expect(STORED_NAME.test("evil.html")).toBe(false);
  });
});

import { contentDisposition, isTraversalName, lastPathSegment, parseRange, safeDownloadName } from "./files";

describe("contentDisposition (RFC 6266)", () => {
  it("keeps an ASCII name as it is, twice", () => {
    expect(contentDisposition("GRE model.pdf")).toBe(`attachment; filename="GRE model.pdf"; filename*=UTF-8''GRE%20model.pdf`);
  });
  it("gives an Arabic name an ASCII fallback and the exact UTF-8 name", () => {
    const header = contentDisposition("نموذج اختبار.pdf");
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    const star = header.split("filename*=UTF-8''")[1];
    expect(decodeURIComponent(star)).toBe("نموذج اختبار.pdf");
  });
  it("cannot be broken out of by quotes, backslashes or line breaks", () => {
    const header = contentDisposition('a"; filename="evil.html\\\r\n.pdf', "inline");
    expect(header.startsWith("inline; ")).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toMatch(/filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
  });
});

describe("parseRange", () => {
  it("reads single ranges, open ends and suffixes", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });
  it("answers 416 for ranges past the end", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
  it("ignores what it cannot serve as one range: the whole file then", () => {
    expect(parseRange(null, 10)).toBeNull();
    expect(parseRange("items=0-1", 10)).toBeNull();
    expect(parseRange("bytes=0-1,4-5", 10)).toBeNull();
    expect(parseRange("bytes=5-2", 10)).toBeNull();
    expect(parseRange("bytes=-", 10)).toBeNull();
  });
});

describe("file names", () => {
  it("keeps the last segment, drops control and bidi characters, and takes the proven extension", () => {
    expect(safeDownloadName("C:\\Users\\me\\نموذج.PDF", "pdf")).toBe("نموذج.pdf");
    expect(safeDownloadName("report.exe", "pdf")).toBe("report.pdf");
    expect(safeDownloadName("\u202eevil\u0000.pdf", "pdf")).toBe("evil.pdf");
    expect(safeDownloadName("", "docx")).toBe("file.docx");
    expect(safeDownloadName("...", "pdf")).toBe("file.pdf");
  });
  it.each(["../../etc/passwd", "..\\app.db", ".."])("spots %s, a name that climbs directories", (name) => {
    expect(isTraversalName(name)).toBe(true);
  });
  it.each(["a..b.pdf", "نموذج.pdf"])("lets %s pass: it climbs nothing", (name) => {
    expect(isTraversalName(name)).toBe(false);
  });
  it("the spec's download name is the last path segment", () => {
    expect(lastPathSegment("/backend/api/library/download.php/%D9%83%D8%AA%D8%A7%D8%A8.pdf?id=3")).toBe("كتاب.pdf");
    expect(lastPathSegment("https://x.test/a/b/GRE.pdf#p=2")).toBe("GRE.pdf");
  });
});
