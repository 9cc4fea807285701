import { z } from "zod";

// The building blocks every input schema shares. Issue messages are keys of the `Validation`
// namespace: forms translate them, the JSON API answers their English text.

/** Numeric ids: legacy clients send numbers or numeric strings. */
export const ZId = z
  .union([z.string().trim().regex(/^\d{1,10}$/, "invalid").transform(Number), z.number()], "invalid")
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
  page: z.coerce.number("invalid").int("invalid").min(1, "invalid").max(100_000, "invalid").optional(),
  limit: z.coerce.number("invalid").int("invalid").min(1, "invalid").max(PAGE_LIMIT_MAX, "invalid").optional(),
  cursor: z.string().regex(/^[1-9]\d{0,11}$/, "invalid").transform(Number).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
