import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

// Reading a PDF back as a reader's tools do (poppler-utils): its text, for the specs that check what
// the typesetter wrote.

/** Direction marks pdftotext may put around a right-to-left run: not the article's letters. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text of PDF `file` as pdftotext extracts it (in logical order), without direction marks; `args` are pdftotext's (pages). */
export const pdfText = (file: string, args: string[] = []) =>
  execFileSync("pdftotext", [...args, "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(BIDI_MARKS, "");

/** Pages `first` to `last` of PDF `file` drawn as PNG images at `dpi` (pdftoppm), next to `prefix`: their paths, in page order. */
export function pdfPageImages(file: string, prefix: string, { first = 1, last = 2, dpi = 60 } = {}): string[] {
  execFileSync("pdftoppm", ["-r", String(dpi), "-f", String(first), "-l", String(last), "-png", file, prefix]);
  // pdftoppm pads the page number to the width of the document's last page number
  const dir = path.dirname(prefix);
  const base = path.basename(prefix);
  return readdirSync(dir)
    .filter((name) => name.startsWith(`${base}-`) && name.endsWith(".png"))
    .sort((a, b) => Number(a.slice(base.length + 1, -4)) - Number(b.slice(base.length + 1, -4)))
    .map((name) => path.join(dir, name));
}
