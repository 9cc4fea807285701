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

/** The stored search key of a record: its searchable fields, normalized and joined. */
export const searchKeyOf = (...parts: (string | null | undefined)[]) =>
  normalizeArabic(parts.filter(Boolean).join(" \u2063 "));
