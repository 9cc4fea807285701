// Blanks what a PDF says about who wrote it (the Info dictionary's Author, Creator and Producer,
// and the XMP metadata packet) before an anonymous reviewer reads it. Every byte blanked becomes a
// space, so the file keeps its length and its cross-reference offsets stay right. Metadata inside a
// compressed object stream is out of reach of this byte-level pass.

const KEYS = ["Author", "Creator", "Producer"];

/** The end (exclusive) of the PDF string value starting at `i` (a literal `(…)` or a hex `<…>`), or -1. */
function valueEnd(s: string, i: number): number {
  if (s[i] === "<" && s[i + 1] !== "<") {
    const end = s.indexOf(">", i);
    return end < 0 ? -1 : end + 1;
  }
  if (s[i] !== "(") return -1;
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    const c = s[j];
    if (c === "\\") j++;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return j + 1;
  }
  return -1;
}

const blank = (s: string, from: number, to: number, keep = 0) => s.slice(0, from + keep) + " ".repeat(to - from - keep * 2) + s.slice(to - keep);

/** The PDF with its identifying metadata blanked, byte for byte the same length. */
export function blankPdfMetadata(pdf: Uint8Array): Uint8Array {
  // latin1 maps every byte to one character and back
  let s = Buffer.from(pdf).toString("latin1");
  for (const key of KEYS) {
    const re = new RegExp(`/${key}\\s*`, "g");
    for (let m = re.exec(s); m; m = re.exec(s)) {
      const start = m.index + m[0].length;
      const end = valueEnd(s, start);
      // an empty string of the same length: "(   )" or "<   >"
      if (end > start) s = blank(s, start, end, 1);
    }
  }
  for (let at = s.indexOf("<x:xmpmeta"); at >= 0; at = s.indexOf("<x:xmpmeta", at + 1)) {
    const close = s.indexOf("</x:xmpmeta>", at);
    if (close < 0) break;
    s = blank(s, at, close + "</x:xmpmeta>".length);
  }
  return Buffer.from(s, "latin1");
}
