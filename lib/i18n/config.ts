export const LOCALES = ["ar", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ar";
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);
export const directionOf = (locale: Locale) => (locale === "ar" ? "rtl" : "ltr");
