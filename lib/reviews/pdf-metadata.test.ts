import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFHeader, PDFName, PDFString, StandardFonts } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { compileTypst } from "@/lib/server/articles/typeset";
import { removePdfMetadata, UncleanablePdfError } from "./pdf-metadata";

const refused = (reason: UncleanablePdfError["reason"]) => ({ name: "UncleanablePdfError", reason });

// A PDF loses what names its author, wherever its writer put it: in the information dictionary
// (inside a compressed object stream as Word and LibreOffice write it, or in plain objects), in a
// Flate-compressed XMP packet, on a page, in a comment's author, in an object nothing points to.
// The result is read back with poppler (pdfinfo, pdftotext), and every stream in it is inflated
// and searched for the name in each encoding a PDF may hold it in.

const NAME = "Layla Haddad";
const ARABIC_NAME = "ليلى حداد";
const EMAIL = "layla.haddad@example.test";
const PAGES = ["The effect of irrigation on yield", "Results of the second season", "Discussion and limits"];

const dir = mkdtempSync(path.join(tmpdir(), "pdf-metadata-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
/** Runs a poppler tool on the bytes, written to a scratch file. */
function poppler(tool: "pdfinfo" | "pdftotext", bytes: Uint8Array, ...args: string[]) {
  const file = path.join(dir, `${++n}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8", stdio: "pipe" });
}

const xmp = (creator: string) =>
  `<?xpacket begin="\u{feff}" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator><pdf:Producer>${EMAIL}</pdf:Producer></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const utf8 = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

/** A three-page PDF whose metadata names its author everywhere a writer may put it. */
async function namedPdf({ objectStreams, compressed }: { objectStreams: boolean; compressed: boolean }) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of PAGES) doc.addPage([420, 300]).drawText(text, { x: 30, y: 200, size: 14, font });
  doc.setAuthor(NAME);
  doc.setCreator(`Word for ${EMAIL}`);
  doc.setProducer(`${NAME}'s Mac`);
  doc.setTitle(`Draft by ${NAME}`);
  doc.setSubject(ARABIC_NAME);
  doc.setKeywords([NAME]);
  const { context } = doc;
  // an office suite's custom property in the information dictionary
  context.lookup(context.trailerInfo.Info, PDFDict).set(PDFName.of("Company"), PDFString.of(`${NAME} Lab`));
  const packet = (who: string) =>
    compressed
      ? context.flateStream(utf8(xmp(who)), { Type: "Metadata", Subtype: "XML" })
      : context.stream(utf8(xmp(who)), { Type: "Metadata", Subtype: "XML" });
  doc.catalog.set(PDFName.of("Metadata"), context.register(packet(ARABIC_NAME)));
  const page = doc.getPage(0).node;
  page.set(PDFName.of("Metadata"), context.register(packet(NAME)));
  page.set(PDFName.of("PieceInfo"), context.obj({ Word: { Private: PDFString.of(EMAIL), LastModified: PDFString.of("D:20260101") } }));
  page.set(PDFName.of("PTEX.FileName"), PDFString.of(`/home/${EMAIL}/paper.tex`));
  // a comment signed by its author, and a link that must stay
  const note = context.register(
    context.obj({ Type: "Annot", Subtype: "Text", Rect: [10, 10, 30, 30], T: PDFString.of(NAME), Contents: PDFString.of("Check this") }),
  );
  const link = context.register(
    context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [30, 190, 200, 220],
      Border: [0, 0, 0],
      A: { S: "URI", URI: PDFString.of("https://example.org/data") },
    }),
  );
  page.set(PDFName.of("Annots"), context.obj([note, link]));
  // an object nothing points to (what an earlier revision leaves behind)
  context.register(context.obj({ Author: PDFString.of(EMAIL) }));
  // a file without object streams as the writers of PDF 1.4 make it
  if (!objectStreams) context.header = PDFHeader.forVersion(1, 4);
  return doc.save({ useObjectStreams: objectStreams });
}

/** The file as text, followed by every stream in it inflated (what a reader of the file can reach). */
function everything(bytes: Uint8Array) {
  const raw = Buffer.from(bytes);
  const parts = [raw.toString("latin1")];
  const text = parts[0];
  const re = /stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    try {
      parts.push(inflateSync(raw.subarray(start, end)).toString("latin1"));
    } catch {
      // not Flate-compressed: already in the raw text
    }
  }
  return parts.join("\n");
}

/** The ways a PDF holds a name: bytes, UTF-8 (XMP), UTF-16BE (text strings), and both as hex strings. */
function encodings(s: string) {
  const utf8 = Buffer.from(s, "utf8");
  const utf16 = Buffer.from(s, "utf16le").swap16();
  return [utf8.toString("latin1"), utf16.toString("latin1"), utf8.toString("hex"), utf16.toString("hex")].flatMap((x) => [x, x.toUpperCase()]);
}

/** Whether any trace of the author is in the file, searched in every encoding and every inflated stream. */
function traces(bytes: Uint8Array) {
  const all = everything(bytes);
  return [NAME, ARABIC_NAME, EMAIL, "Layla"].flatMap(encodings).filter((x) => all.includes(x));
}

describe("removing a PDF's author metadata", () => {
  for (const [label, options] of [
    ["with object streams and a compressed XMP packet (as Word and LibreOffice write)", { objectStreams: true, compressed: true }],
    ["in plain objects with an uncompressed XMP packet", { objectStreams: false, compressed: false }],
  ] as const) {
    it(`${label}: no trace of the author left, the pages and their text kept`, async () => {
      const source = await namedPdf(options);
      // the fixture is what it claims to be: the name is there, and hidden from a byte search when compressed
      expect(Buffer.from(source).includes("/ObjStm")).toBe(options.objectStreams);
      expect(traces(source).length).toBeGreaterThan(0);
      if (options.objectStreams)
        expect(Buffer.from(source).toString("latin1")).not.toContain(Buffer.from(NAME, "utf16le").swap16().toString("hex").toUpperCase());
      const before = poppler("pdfinfo", source);
      expect(before).toMatch(new RegExp(`Author:\\s+${NAME}`));
      expect(poppler("pdfinfo", source, "-meta")).toContain(ARABIC_NAME);

      const cleaned = await removePdfMetadata(source);
      expect(traces(cleaned)).toEqual([]);
      // written in the file's own version: no object stream in a PDF 1.4
      expect(Buffer.from(cleaned).subarray(0, 8).toString("latin1")).toBe(options.objectStreams ? "%PDF-1.7" : "%PDF-1.4");
      if (!options.objectStreams) expect(Buffer.from(cleaned).includes("/ObjStm")).toBe(false);
      const info = poppler("pdfinfo", cleaned);
      for (const key of ["Author", "Creator", "Producer", "Title", "Subject", "Keywords"]) expect(info).not.toMatch(new RegExp(`^${key}:`, "m"));
      expect(info).toMatch(/^Pages:\s+3$/m);
      expect(info).toMatch(/^Encrypted:\s+no$/m);
      expect(poppler("pdfinfo", cleaned, "-meta")).not.toContain("xmpmeta");
      expect(poppler("pdftotext", cleaned)).toBe(poppler("pdftotext", source));
      for (const text of PAGES) expect(poppler("pdftotext", cleaned)).toContain(text);

      // the link stays, the comment stays without its author
      const doc = await PDFDocument.load(cleaned);
      const annots = doc
        .getPage(0)
        .node.Annots()!
        .asArray()
        .map((a) => doc.context.lookup(a, PDFDict));
      expect(annots.map((a) => a.get(PDFName.of("Subtype"))?.toString())).toEqual(["/Text", "/Link"]);
      expect(annots[0].get(PDFName.of("T"))).toBeUndefined();
      expect(annots[0].get(PDFName.of("Contents"))?.toString()).toBe("(Check this)");
      // cleaning twice changes nothing more
      expect(traces(await removePdfMetadata(cleaned))).toEqual([]);
    });
  }

  it("a PDF from another writer (Typst, as the platform typesets articles): its author, title and XMP gone, its Arabic text and pages kept", async () => {
    const source = compileTypst(
      `#set document(author: ("${NAME}", "${ARABIC_NAME}"), title: "Draft by ${NAME}")\n#set text(lang: "ar", font: "Amiri")\n= مقدمة\nأثر الري في المحصول.\n#pagebreak()\n#link("https://example.org")[${PAGES[0]}]`,
    );
    expect(traces(source).length).toBeGreaterThan(0);
    const cleaned = await removePdfMetadata(source);
    expect(traces(cleaned)).toEqual([]);
    const info = poppler("pdfinfo", cleaned);
    expect(info).not.toMatch(/^(Author|Title):/m);
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(poppler("pdftotext", cleaned)).toBe(poppler("pdftotext", source));
  });

  it("an encrypted PDF: refused when it needs a password; when anyone may open it, refused unless decrypting is asked, then cleaned and left unencrypted", async () => {
    const encrypted = async (userPassword: string) => {
      const doc = await PDFDocument.load(await namedPdf({ objectStreams: true, compressed: true }), { updateMetadata: false });
      doc.encrypt({ userPassword, ownerPassword: "owner-secret", permissions: { printing: "highResolution" } });
      return doc.save();
    };
    const locked = await encrypted("reader-secret");
    for (const decrypt of [false, true]) await expect(removePdfMetadata(locked, { decrypt })).rejects.toMatchObject(refused("encrypted"));

    const open = await encrypted("");
    expect(poppler("pdfinfo", open)).toMatch(/^Encrypted:\s+yes/m);
    await expect(removePdfMetadata(open)).rejects.toMatchObject(refused("encrypted"));
    const cleaned = await removePdfMetadata(open, { decrypt: true });
    const info = poppler("pdfinfo", cleaned);
    expect(info).toMatch(/^Encrypted:\s+no$/m);
    expect(info).toMatch(/^Pages:\s+3$/m);
    expect(traces(cleaned)).toEqual([]);
    for (const text of PAGES) expect(poppler("pdftotext", cleaned)).toContain(text);
  });

  it("what is not a readable PDF with pages is refused, not passed on as it came", async () => {
    const pageless = await PDFDocument.create();
    pageless.setAuthor(NAME);
    for (const bytes of [
      Buffer.from("just text, not a PDF"),
      Buffer.from(`%PDF-1.4\n1 0 obj<< /Author (${NAME}) >>endobj\ntrailer<< /Info 1 0 R >>\n%%EOF\n`, "latin1"),
      Buffer.from("%PDF-1.7\n\x00\x01garbage(((<<\n"),
      await pageless.save({ addDefaultPage: false }),
      (await namedPdf({ objectStreams: true, compressed: true })).subarray(0, 400),
    ])
      await expect(removePdfMetadata(bytes)).rejects.toMatchObject(refused("unreadable"));
  });
});
