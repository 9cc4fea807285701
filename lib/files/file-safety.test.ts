import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfScanLimits, pngEndsAtIend, scanPdf, unsafeContent } from "./file-safety";

const pdf = (body: string) => new Uint8Array(Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`, "latin1"));

describe("unsafeContent", () => {
  it("accepts a plain PDF", async () => {
    expect(await unsafeContent(pdf("1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj"), "pdf")).toBeNull();
  });
  it("refuses scripts and automatic actions in a PDF, also behind #xx escapes", async () => {
    for (const body of [
      "<< /S /JavaScript /JS (app.alert(1)) >>",
      "<< /OpenAction 3 0 R >>",
      "<< /AA << /O 4 0 R >> >>",
      "<< /J#53 (x) >>",
      "<< /Launch /F (cmd) >>",
    ]) {
      expect(await unsafeContent(pdf(body), "pdf")).toBe("ACTIVE_CONTENT");
    }
  });
  it("looks inside compressed object streams", async () => {
    const hidden = deflateSync(Buffer.from("<< /OpenAction << /S /JavaScript /JS (x) >> >>"));
    const bytes = Buffer.concat([
      Buffer.from("%PDF-1.5\n5 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n"),
      hidden,
      Buffer.from("\nendstream\nendobj\n"),
    ]);
    expect((await scanPdf(new Uint8Array(bytes))).verdict).toBe("ACTIVE_CONTENT");
  });
  it("does not mistake names that merely start alike (/AAPL, /JSON)", async () => {
    expect((await scanPdf(pdf("<< /AAPL 1 /JSONish 2 >>"))).verdict).toBeNull();
  });
  it("refuses polyglots: markup a browser would render, or a zip appended to a PDF or image", async () => {
    expect(await unsafeContent(pdf("<html><script>alert(1)</script>"), "pdf")).toBe("POLYGLOT");
    const gifar = new Uint8Array(Buffer.from("GIF89a....PK\u0003\u0004....PK\u0005\u0006\0\0", "latin1"));
    expect(await unsafeContent(gifar, "gif")).toBe("POLYGLOT");
    const jpegHtml = new Uint8Array(Buffer.from("\xff\xd8\xff\xe0<!DOCTYPE html><p>x", "latin1"));
    expect(await unsafeContent(jpegHtml, "jpeg")).toBe("POLYGLOT");
  });
  it("lets Office documents be the zips they are", async () => {
    const docx = new Uint8Array(Buffer.from("PK\u0003\u0004[Content_Types].xml word/document.xml PK\u0005\u0006", "latin1"));
    expect(await unsafeContent(docx, "docx")).toBeNull();
  });
});

/** A PDF whose body holds these streams, each in an object of its own. */
const pdfOfStreams = (streams: { dict: string; data: Buffer }[]) =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from("%PDF-1.5\n"),
      ...streams.flatMap((s, i) => [
        Buffer.from(`${i + 1} 0 obj << ${s.dict} /Length ${s.data.length} >>\nstream\n`),
        s.data,
        Buffer.from("\nendstream\nendobj\n"),
      ]),
      Buffer.from("%%EOF\n"),
    ]),
  );

const a85 = (bytes: Buffer) => {
  let out = "";
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = Buffer.concat([bytes.subarray(i, i + 4), Buffer.alloc(4)]).subarray(0, 4);
    const n = Math.min(4, bytes.length - i);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, n + 1).join("");
  }
  return `${out}~>`;
};

// a loaded machine inflates slowly: the bound here is the budget, not the clock
describe("PDF decoding has one budget and one deadline per file", { timeout: 30_000 }, () => {
  // the finding: 560 Flate streams of about 17 KB, each inflating to 17 MB (9.5 GB in all)
  const bomb = deflateSync(Buffer.alloc(17 * 1024 * 1024));
  it("refuses a PDF of 560 streams inflating to 17 MB each at the first overrun, as too complex", async () => {
    const bytes = pdfOfStreams(Array.from({ length: 560 }, () => ({ dict: "/Filter /FlateDecode", data: bomb })));
    expect(bytes.byteLength).toBeGreaterThan(9 * 1024 * 1024);
    // the limits an upload of this size gets, but no deadline: the budget alone must stop it
    const limits = { ...pdfScanLimits(bytes.byteLength), deadlineMs: 600_000 };
    const { verdict, used } = await scanPdf(bytes, limits);
    expect(verdict).toBe("TOO_COMPLEX");
    // stopped at the first chunk past the budget: a few streams' worth, not 560
    expect(used).toBeGreaterThan(limits.budget);
    expect(used).toBeLessThanOrEqual(limits.budget + 64 * 1024);
    expect(used).toBeLessThan(10 * 17 * 1024 * 1024);
  });
  it("counts what damaged streams inflated before they failed", async () => {
    const damaged = Buffer.concat([bomb.subarray(0, bomb.length - 16), Buffer.from("garbage!")]);
    const bytes = pdfOfStreams(Array.from({ length: 40 }, () => ({ dict: "/Filter /FlateDecode", data: damaged })));
    const { verdict, used } = await scanPdf(bytes, { budget: 32 * 1024 * 1024, deadlineMs: 600_000 });
    expect(verdict).toBe("TOO_COMPLEX");
    expect(used).toBeGreaterThan(32 * 1024 * 1024);
  });
  it("stops at the deadline, whatever is left of the budget", async () => {
    let t = 0;
    const clock = () => (t += 1000); // every look at the clock is a second later
    const bytes = pdfOfStreams(Array.from({ length: 5 }, () => ({ dict: "/Filter /FlateDecode", data: deflateSync(Buffer.from("BT /F1 12 Tf (x) Tj ET")) })));
    expect((await scanPdf(bytes, { budget: 1 << 30, deadlineMs: 2500, now: clock })).verdict).toBe("TOO_COMPLEX");
    expect((await scanPdf(bytes, { budget: 1 << 30, deadlineMs: 60_000 })).verdict).toBeNull();
  });
  it("accepts an ordinary compressed PDF within the budget", async () => {
    const page = deflateSync(Buffer.from("BT /F1 12 Tf 72 712 Td (Hello) Tj ET\n".repeat(2000)));
    expect(await unsafeContent(pdfOfStreams([{ dict: "/Filter /FlateDecode", data: page }]), "pdf")).toBeNull();
  });
});

describe("active PDF content inside ASCII-encoded streams", () => {
  const hidden = Buffer.from("<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>");
  it("finds /JS and /OpenAction behind ASCIIHexDecode", async () => {
    const hex = Buffer.from(`${hidden.toString("hex").replace(/(.{60})/g, "$1\n")}>`);
    expect(await unsafeContent(pdfOfStreams([{ dict: "/Type /ObjStm /Filter /ASCIIHexDecode", data: hex }]), "pdf")).toBe("ACTIVE_CONTENT");
  });
  it("finds them behind ASCII85Decode", async () => {
    expect(await unsafeContent(pdfOfStreams([{ dict: "/Type /ObjStm /Filter /A85", data: Buffer.from(a85(hidden)) }]), "pdf")).toBe("ACTIVE_CONTENT");
  });
  it("finds them behind chained filters: ASCII85 of Flate, and Flate of hex", async () => {
    const a85OfFlate = Buffer.from(a85(deflateSync(hidden)));
    expect(await unsafeContent(pdfOfStreams([{ dict: "/Filter [/ASCII85Decode /FlateDecode]", data: a85OfFlate }]), "pdf")).toBe("ACTIVE_CONTENT");
    const flateOfHex = deflateSync(Buffer.from(`${hidden.toString("hex")}>`));
    expect(await unsafeContent(pdfOfStreams([{ dict: "/Filter [/FlateDecode /ASCIIHexDecode]", data: flateOfHex }]), "pdf")).toBe("ACTIVE_CONTENT");
  });
  it("leaves harmless ASCII-encoded streams alone", async () => {
    const text = Buffer.from("BT /F1 12 Tf (hello) Tj ET");
    expect(await unsafeContent(pdfOfStreams([{ dict: "/Filter /AHx", data: Buffer.from(`${text.toString("hex")}>`) }]), "pdf")).toBeNull();
    expect(await unsafeContent(pdfOfStreams([{ dict: "/Filter /A85", data: Buffer.from(a85(text)) }]), "pdf")).toBeNull();
  });
});

describe("a PNG ends at its IEND chunk", () => {
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
  it("accepts a whole PNG", async () => {
    expect(pngEndsAtIend(PNG)).toBe(true);
    expect(await unsafeContent(PNG, "png")).toBeNull();
  });
  it("refuses markup after IEND, even markup the polyglot pattern does not name", async () => {
    const withMarkup = Buffer.concat([PNG, Buffer.from('<img src=x onerror="alert(document.cookie)">')]);
    expect(await unsafeContent(withMarkup, "png")).toBe("POLYGLOT");
    expect(await unsafeContent(Buffer.concat([PNG, Buffer.from("\n")]), "png")).toBe("POLYGLOT");
  });
  it("refuses a PNG whose chunks do not reach IEND", async () => {
    expect(await unsafeContent(PNG.subarray(0, PNG.length - 12), "png")).toBe("POLYGLOT");
  });
});
