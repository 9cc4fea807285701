// A tiny, valid PDF writer for the demo exam models and books (and the tests' fixtures): one or
// more A4 pages of Helvetica text, with a correct cross-reference table. No scripts, no actions.

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");

export type PdfPage = { heading: string; lines: string[] };

export function makePdf({ title, pages }: { title: string; pages: PdfPage[] }): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // 1 catalog, 2 pages, 3 font, 4 info; then per page: page + content
  add("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(" ");
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add(`<< /Title (${esc(title)}) /Producer (Manara demo) >>`);
  pages.forEach((p, i) => {
    const text = [
      "BT",
      "/F1 20 Tf",
      "56 780 Td",
      `(${esc(p.heading)}) Tj`,
      "/F1 12 Tf",
      "0 -34 Td",
      ...p.lines.flatMap((l) => [`(${esc(l)}) Tj`, "0 -18 Td"]),
      "ET",
      `0.2 0.4 0.8 RG 56 792 m 539 792 l S`,
    ].join("\n");
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + i * 2} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`);
  });
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
