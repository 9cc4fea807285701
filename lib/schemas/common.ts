import { z } from "zod";

// In the browser zod would probe `new Function("")` to compile fast parsers; the page CSP forbids
// eval, so the probe is a CSP violation in every page that validates a form. Plain parsing instead.
if (typeof window !== "undefined") z.config({ jitless: true });

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
  .union(
    [
      z
        .string()
        .trim()
        .transform(toAsciiDigits)
        .pipe(z.string().regex(/^\d{1,10}$/, "invalid"))
        .transform(Number),
      z.number(),
    ],
    "invalid",
  )
  .pipe(
    z
      .number()
      .int("invalid")
      .min(1, "invalid")
      .max(2 ** 31 - 1, "invalid"),
  );

/** `?id=` of the item a request reads (a download, one question, a topic's applications). */
export const ZIdQuery = z.object({ id: ZId });
/** `{ id }` in a JSON body: the item a delete or a mark names. */
export const ZIdBody = z.object({ id: ZId });

// Invisible characters are never stored: bidi embeddings, overrides and isolates (a name ending in
// U+202E 'gnp.exe' displays reversed), NUL and the other C0/C1 controls, and lone surrogates
// (half a character). Single-line fields (names, titles, e-mails) turn line breaks and tabs into
// spaces; multi-line text keeps newlines and tabs. Marks that Arabic needs (RLM, LRM, ALM, ZWJ) stay.
const BIDI_CONTROLS = "\u202A-\u202E\u2066-\u2069";
const LINE_JUNK = new RegExp(`[\u0000-\u0008\u000E-\u001F\u007F-\u009F${BIDI_CONTROLS}]`, "g");
const TEXT_JUNK = new RegExp(`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F${BIDI_CONTROLS}]`, "g");
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A single line: controls, bidi overrides and lone surrogates dropped, line breaks and tabs as spaces. */
export const cleanLine = (s: string) =>
  s
    .replace(LONE_SURROGATE, "")
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ")
    .replace(LINE_JUNK, "");

/** Multi-line text: the same, but newlines (as \n) and tabs are kept. */
export const cleanText = (s: string) =>
  s
    .replace(LONE_SURROGATE, "")
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(TEXT_JUNK, "");

/** A string schema that cleans a single line before its checks (`.trim().min().max()` chain on). */
export const zLine = (message?: string) => z.string(message).overwrite(cleanLine);
/** The same for multi-line text. */
export const zMultiline = (message?: string) => z.string(message).overwrite(cleanText);

export const zEmail = () => zLine().trim().toLowerCase().max(254, "emailInvalid").pipe(z.email("emailInvalid"));

/**
 * Required single-line text (names, titles), trimmed, at most `max` characters. `message` is the
 * key a missing or blank value answers (a form may name the field: `titleRequired`).
 */
export const zText = (max: number, message = "required") => zLine(message).trim().min(1, message).max(max, "tooLong");

/** Required multi-line text (descriptions, messages): newlines and tabs kept. */
export const zLongText = (max: number, message = "required") => zMultiline(message).trim().min(1, message).max(max, "tooLong");

/** Optional single-line text: missing or null becomes "". */
export const zOptionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => cleanLine(v ?? "").trim())
    .pipe(z.string().max(max, "tooLong"));

/** Optional multi-line text: missing or null becomes "". */
export const zOptionalLongText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => cleanText(v ?? "").trim())
    .pipe(z.string().max(max, "tooLong"));

// Numbers and booleans: a JSON body carries them as JSON types (a list, an object, a boolean or a
// string where a number belongs is a 400, never coerced); a query string or a form field carries
// text, read explicitly (digits only, then Number; 'true' or 'false').

/** A whole number in a JSON body: a JSON number, nothing else (`[4]`, `true`, `"4"` are refused). */
export const zJsonInt = (message = "invalid") => z.number(message).int(message);

/** A whole number in a query string or form field: digits only (any digit style, spaces around), then Number. */
export const zIntText = (message = "invalid") =>
  z
    .string(message)
    .trim()
    .transform(toAsciiDigits)
    .pipe(z.string().regex(/^\d{1,15}$/, message))
    .transform(Number);

/** A whole number from a query string within [min, max]; missing is undefined. */
export const zQueryInt = (min: number, max: number, message = "invalid") => zIntText(message).pipe(z.number().min(min, message).max(max, message)).optional();

/** A yes/no in a query string or form field: 'true' or 'false' ('1', '0' and empty too); missing is false, anything else a 400. */
export const zFlagText = (message = "invalid") =>
  z
    .enum(["true", "false", "1", "0", ""], message)
    .optional()
    .transform((v) => v === "true" || v === "1");

/** `?admin=true`, `?mine=true` in a query string (see zFlagText). */
export const zFlag = () => zFlagText();

export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 20;

/**
 * The one list query: `q`, `page` or `cursor`, `limit` (≤ 100). A malformed page, cursor or limit
 * is a 400 everywhere (never silently the first page). Extend it with a list's own filters.
 */
export const ZPageQuery = z.object({
  q: z.string().trim().max(200, "tooLong").optional(),
  page: zQueryInt(1, 100_000),
  limit: zQueryInt(1, PAGE_LIMIT_MAX),
  cursor: zDigits(
    z
      .string()
      .regex(/^[1-9]\d{0,11}$/, "invalid")
      .transform(Number)
      .optional(),
  ),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** PUT update_status.php of a moderated kind: the row and the status its transition map may lead to. */
export const zStatusInput = <const S extends readonly [string, ...string[]]>(statuses: S) => z.object({ id: ZId, status: z.enum(statuses, "statusInvalid") });

/** GET read.php of a moderated kind: a page, searched; `admin` every status (or one), `mine` the member's own. */
export const zModeratedListQuery = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  ZPageQuery.extend({ admin: zFlag(), mine: zFlag(), status: z.enum(statuses, "statusInvalid").optional() });
