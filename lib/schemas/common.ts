import { z } from "zod";

// The building blocks every input schema shares. Issue messages are keys of the `Validation`
// namespace: forms translate them, the JSON API answers their English text.

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII 0-9: inputs accept every digit style. */
export const toAsciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** Any schema, after a string's digits are made ASCII (numbers, ids, query values). */
export const zDigits = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" ? toAsciiDigits(v) : v), schema);

/** A text schema whose input keeps the type `string` (for forms), after its digits are made ASCII. */
export const zDigitText = <T extends z.ZodType<unknown, string>>(schema: T) => z.string("required").transform(toAsciiDigits).pipe(schema);

/** Numeric ids: legacy clients send numbers or numeric strings (in any digit style). */
export const ZId = z
  .union([z.string().trim().transform(toAsciiDigits).pipe(z.string().regex(/^\d{1,10}$/, "invalid")).transform(Number), z.number()], "invalid")
  .pipe(z.number().int("invalid").min(1, "invalid").max(2 ** 31 - 1, "invalid"));

/** Text ids (users): numbers or strings, kept as a string. */
export const ZStringId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, "required").max(64, "tooLong"));

export const zEmail = () => z.string().trim().toLowerCase().max(254, "emailInvalid").pipe(z.email("emailInvalid"));

/** Required text, trimmed, at most `max` characters. */
export const zText = (max: number) => z.string("required").trim().min(1, "required").max(max, "tooLong");

/** Optional text: missing or null becomes "". */
export const zOptionalText = (max: number) =>
  z.union([z.string(), z.null()]).optional().transform((v) => (v ?? "").trim()).pipe(z.string().max(max, "tooLong"));

/** "true"/"1" in a query string. */
export const zFlag = () => z.string().optional().transform((v) => v === "true" || v === "1");

export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 20;

/**
 * The one list query: `q`, `page` or `cursor`, `limit` (≤ 100). A malformed page, cursor or limit
 * is a 400 everywhere (never silently the first page). Extend it with a list's own filters.
 */
export const ZPageQuery = z.object({
  q: z.string().trim().max(200, "tooLong").optional(),
  page: zDigits(z.coerce.number("invalid").int("invalid").min(1, "invalid").max(100_000, "invalid").optional()),
  limit: zDigits(z.coerce.number("invalid").int("invalid").min(1, "invalid").max(PAGE_LIMIT_MAX, "invalid").optional()),
  cursor: zDigits(z.string().regex(/^[1-9]\d{0,11}$/, "invalid").transform(Number).optional()),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
