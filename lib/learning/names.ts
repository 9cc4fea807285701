// The e-library's and the exams' categories and a book's types are written by the admins in Arabic.
// Those with an English name (a `LearningLabel` row: the site's own, or one an admin gave) read in
// English in the English interface; any other reads as the admin wrote it. Arabic readers always
// read the Arabic.

/** English names by the Arabic words they translate, as the list endpoints send them. */
export type EnglishNames = Record<string, string>;

/** A category's or a book type's name in the reader's language, or the admin's words when the site has none. */
export function learningName(locale: string, names: EnglishNames | undefined, value: string): string {
  return locale === "en" ? (names?.[value.trim()] ?? value) : value;
}
