import { describe, expect, it } from "vitest";
import { sniffFileKind, STORED_NAME } from "./files";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffFileKind", () => {
  it("recognises images by their signature", () => {
    expect(sniffFileKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffFileKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffFileKind(bytes("GIF89a"))).toBe("gif");
    expect(sniffFileKind(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
  });
  const zip = (...names: string[]) => bytes([0x50, 0x4b, 0x03, 0x04], ...names.map((n) => `\0\0${n}\0`));
  const ole = (stream: string) => bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0], [...stream].flatMap((c) => [c.charCodeAt(0), 0]));
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
