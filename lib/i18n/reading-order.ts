// Which of an article's two languages a reader meets first: the one of their interface, where the
// article has it, then the other. An article is written in Arabic, with an English title and
// abstract when its author gave them.

import { directionOf, type Locale } from "@/lib/i18n/config";

/** A text with the language it is written in. */
export type Written = { text: string; lang: "ar" | "en" };

/** The titles (or abstracts) in reading order for an interface language: the lead, then the other one, if any. */
export function inReadingOrder(arabic: string, english: string | null | undefined, locale: string): [Written, Written | null] {
  const ar: Written = { text: arabic, lang: "ar" };
  const en: Written | null = english?.trim() ? { text: english, lang: "en" } : null;
  if (locale === "en" && en) return [en, arabic.trim() ? ar : null];
  return [ar, en];
}

/** The text an interface language shows first (the title of a card, a page's title). */
export const leadingText = (arabic: string, english: string | null | undefined, locale: string) => inReadingOrder(arabic, english, locale)[0];

/**
 * A byline of several names as stored (joined with the Arabic comma) in the interface's language:
 * English joins them with its own comma, so no "James Whitfield، هدى" in an English sentence. Of
 * several names it reads in the interface's direction, so the first named leads whatever its
 * script; one name keeps its own.
 */
export function byline(names: string, locale: Locale): { name: string; dir?: "ltr" | "rtl" } {
  const each = names.split(/\s*،\s*/u);
  return { name: locale === "en" ? each.join(", ") : names, ...(each.length > 1 ? { dir: directionOf(locale) } : {}) };
}
