// How much of one text reappears in another, after the same Arabic normalization and light stemming
// that search uses: diacritics, hamza forms of alef, ة/ه, ى/ي, the article ال and the conjunction و
// do not hide a copied passage. Texts are compared as runs of at least SHINGLE consecutive stems
// (word order kept), so shared vocabulary alone is never reported as overlap.
import { normalizeArabic, wordVariants } from "@/lib/search/arabic";

/** The shortest run of consecutive words (as stems) counted as a shared passage. */
export const SHINGLE = 5;
/** The longest excerpt of a passage shown, in characters on each side. */
export const PASSAGE_MAX = 600;

type Word = { stem: string; start: number; end: number };
export type Tokenized = { text: string; words: Word[] };

// a word as written: letters, digits and the marks (diacritics) between them
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** The stem a written word is compared by: normalized, then lightly stemmed, a leading و set aside. */
function stemOf(written: string): string {
  const normalized = normalizeArabic(written).replace(/[^\p{L}\p{N}]+/gu, "");
  if (!normalized) return "";
  const variants = wordVariants(normalized);
  return variants[variants.length - 1];
}

/** A text's words with their stems and where each is written, so a passage is shown as written. */
export function tokenize(text: string): Tokenized {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const stem = stemOf(m[0]);
    if (stem) words.push({ stem, start: m.index, end: m.index + m[0].length });
  }
  return { text, words };
}

/** Where each shingle (SHINGLE stems, space-joined) of a text starts. */
function shinglesOf(t: Tokenized): Map<string, number[]> {
  const at = new Map<string, number[]>();
  for (let i = 0; i + SHINGLE <= t.words.length; i++) {
    const key = t.words
      .slice(i, i + SHINGLE)
      .map((w) => w.stem)
      .join(" ");
    const list = at.get(key);
    if (list) list.push(i);
    else at.set(key, [i]);
  }
  return at;
}

/** A shared run: words [from, to) of the submission and [otherFrom, otherTo) of the other text. */
export type Run = { from: number; to: number; otherFrom: number; otherTo: number };

/**
 * The longest shared runs of `sub` in `other`: each pair of positions where a shingle matches, grown
 * as far as the stems keep agreeing; a run is found once, from its first word.
 */
export function sharedRuns(sub: Tokenized, other: Tokenized, otherShingles = shinglesOf(other)): Run[] {
  const runs: Run[] = [];
  const a = sub.words;
  const b = other.words;
  for (let i = 0; i + SHINGLE <= a.length; i++) {
    const key = a
      .slice(i, i + SHINGLE)
      .map((w) => w.stem)
      .join(" ");
    for (const j of otherShingles.get(key) ?? []) {
      // inside a run that started a word earlier
      if (i > 0 && j > 0 && a[i - 1].stem === b[j - 1].stem) continue;
      let k = SHINGLE;
      while (i + k < a.length && j + k < b.length && a[i + k].stem === b[j + k].stem) k++;
      runs.push({ from: i, to: i + k, otherFrom: j, otherTo: j + k });
    }
  }
  return runs;
}

/** How many of the submission's words the runs cover (each word once). */
export function coveredWords(runs: readonly Run[], into = new Set<number>()): Set<number> {
  for (const r of runs) for (let i = r.from; i < r.to; i++) into.add(i);
  return into;
}

/** Percent (0–100, one decimal) of `total` words covered. */
export const percentOf = (covered: number, total: number) => (total ? Math.round((covered / total) * 1000) / 10 : 0);

const excerpt = (t: Tokenized, from: number, to: number) => {
  const text = t.text.slice(t.words[from].start, t.words[to - 1].end);
  return text.length > PASSAGE_MAX ? `${text.slice(0, PASSAGE_MAX)}…` : text;
};

type Passage = { text: string; other: string };

/** One comparison: the share of the submission's words found in `other`, and the shared passages as each text writes them. */
export function compareTexts(sub: Tokenized, other: Tokenized, maxPassages = 10): { runs: Run[]; overlap: number; passages: Passage[] } {
  // the longest run per stretch of the submission: a passage repeated in the other text is shown once
  const all = sharedRuns(sub, other).sort((x, y) => y.to - y.from - (x.to - x.from) || x.from - y.from);
  const taken = new Set<number>();
  const runs: Run[] = [];
  for (const r of all) {
    let fresh = false;
    for (let i = r.from; i < r.to; i++) if (!taken.has(i)) fresh = true;
    if (!fresh) continue;
    runs.push(r);
    for (let i = r.from; i < r.to; i++) taken.add(i);
  }
  runs.sort((x, y) => x.from - y.from);
  return {
    runs,
    overlap: percentOf(taken.size, sub.words.length),
    passages: runs.slice(0, maxPassages).map((r) => ({ text: excerpt(sub, r.from, r.to), other: excerpt(other, r.otherFrom, r.otherTo) })),
  };
}
