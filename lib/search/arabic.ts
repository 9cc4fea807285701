// Arabic-aware search normalization, applied to stored search keys and to queries alike, so a
// member finds 'الذكاء الاصطناعي' however it was typed.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g; // harakat, Quranic marks, tatweel
const ALEF = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ → ا
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const PERSIAN_INDIC = /[\u06F0-\u06F9]/g;

export function normalizeArabic(text: string): string {
  return text
    .normalize("NFKC")
    .replace(DIACRITICS, "")
    .replace(ALEF, "\u0627")
    .replace(/\u0629/g, "\u0647") // ة → ه
    .replace(/\u0649/g, "\u064A") // ى → ي
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

// Prisma's `contains` becomes LIKE without escaping, so LIKE's wildcards are replaced by look-alikes
// in stored keys and queries alike: '%' and '_' then match only themselves (a migration rewrote
// the keys stored before). The one place this is done for every list's search.
const LIKE_LOOK_ALIKE: Record<string, string> = { "%": "\u066A", _: "\u2017", "\\": "\u29F5" };
export const likeSafe = (s: string) => s.replace(/[%_\\]/g, (c) => LIKE_LOOK_ALIKE[c] ?? c);

/** The stored search key of a record: its searchable fields, normalized and joined. */
export const searchKeyOf = (...parts: (string | null | undefined)[]) => likeSafe(normalizeArabic(parts.filter(Boolean).join(" \u2063 ")));

/** A member's query in the stored keys' form, for `searchKey: { contains }`; "" means no filter. */
export const searchNeedle = (q: string | null | undefined) => (q ? likeSafe(normalizeArabic(q)) : "");

// Light stemming, after normalization, so 'المكتبات' finds 'مكتبة' and 'والبحث' finds
// 'بحث'. Prefixes and suffixes are in normalized form (ة is already ه, so ية is يه), longest first;
// one of each is removed, and never below two letters. The bare conjunction و is also a common first
// root letter (ولد، وهم، وطن، وزارة), so it is never simply cut: a word starting with it is indexed and
// searched both as written and without it (three letters at least left), see `wordVariants`.
const PREFIXES = ["وال", "بال", "كال", "فال", "لل", "ال"];
const SUFFIXES = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"];
const ARABIC_WORD = /^[\u0621-\u064A]+$/;
const MIN_STEM = 2;
const MIN_AFTER_WAW = 3;

/** One normalized word, lightly stemmed; words that are not Arabic letters only stay as they are. */
export function stemArabicWord(word: string): string {
  if (!ARABIC_WORD.test(word)) return word;
  let w = word;
  const prefix = PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= MIN_STEM);
  if (prefix) w = w.slice(prefix.length);
  const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= MIN_STEM);
  if (suffix) w = w.slice(0, -suffix.length);
  return w;
}

/** The stems one normalized word stands for: its own, and for و+word also the word's (وبحث → وبحث, بحث). */
export function wordVariants(word: string): string[] {
  const own = stemArabicWord(word);
  if (!ARABIC_WORD.test(word) || !word.startsWith("\u0648") || word.length - 1 < MIN_AFTER_WAW) return [own];
  const bare = stemArabicWord(word.slice(1));
  return bare === own ? [own] : [own, bare];
}

const wordsOf = (text: string) =>
  normalizeArabic(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The stemmed words of a text (each word's own stem): normalized, split on anything not a letter or digit. */
export const stemmedWords = (text: string): string[] => wordsOf(text).map(stemArabicWord);

/** A member's query as search terms: per typed word, the stems it may stand for; [] for no words. */
export const queryTerms = (q: string | null | undefined): string[][] => (q ? wordsOf(q).map(wordVariants) : []);

/** True when a query is blank (nothing but spaces and marks): the list is not filtered at all. */
export const isBlankQuery = (q: string | null | undefined) => !q || !normalizeArabic(q);

/**
 * A query's terms for a list: null when it is blank (no filter), [] when it has no letter or digit
 * ('%%%', '---', '؟؟'), which matches nothing rather than everything.
 */
export const searchTermsOf = (q: string | null | undefined): string[][] | null => (isBlankQuery(q) ? null : queryTerms(q));

/** True when a text has a letter or a digit in any script: the least a search needs to look for. */
export const hasWordCharacter = (text: string) => /[\p{L}\p{N}]/u.test(normalizeArabic(text));

/** A stored, stemmed key: every variant of every word, space separated; LIKE's wildcards cannot survive the split. */
export const stemmedKeyOf = (...parts: (string | null | undefined)[]) => ` ${wordsOf(parts.filter(Boolean).join(" ")).flatMap(wordVariants).join(" ")} `;

/**
 * The prepared text a searchable record stores in `searchKey` (lib/server/search.ts indexes it): the
 * stemmed title, "|", then the stemmed title and other fields, so a title match can rank higher.
 */
export const indexedKeyOf = (title: string, ...rest: (string | null | undefined)[]) => `${stemmedKeyOf(title)}|${stemmedKeyOf(title, ...rest)}`;
