import { z } from "zod";
import { cleanLine, zLine, zLongText, zMultiline, zQueryInt, zText } from "@/lib/schemas/common";
import { normalizeArabic } from "@/lib/search/arabic";
import { isAcceptableImageRef } from "@/lib/posts/image";
import { joinKeywords } from "@/lib/posts/text";
import { toAsciiDigits } from "@/lib/schemas/common";
import { READ_TIME_MAX } from "@/lib/schemas/limits";

// Issue messages are keys of the `Validation` namespace (messages/*.json).
export const TITLE_MAX = 300;
export const CONTENT_MAX = 5_000;
export const FULL_CONTENT_MAX = 200_000;

/** Legacy clients send ids as numbers or numeric strings; anything else is a 400. */
export const ZPostId = z
  .union([z.number(), z.string()], "idInvalid")
  .transform((v) => toAsciiDigits(String(v).trim()))
  .pipe(z.string().regex(/^[1-9]\d{0,11}$/, "idInvalid"))
  .transform(Number);

const imageRef = z
  .string("imageUrlInvalid")
  .trim()
  .max(700_000, "tooLong")
  .refine(isAcceptableImageRef, "imageUrlInvalid")
  .nullish()
  .transform((v) => v || null);

/** Minutes: a number, a numeric string (Arabic-Indic digits too) or "5 دقائق"; empty means computed. */
const readTime = z
  .union([z.number(), z.string(), z.null()], "readTimeInvalid")
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(toAsciiDigits(normalizeArabic(v)).match(/\d+/)?.[0] ?? NaN);
    if (!Number.isInteger(n) || n < 1 || n > READ_TIME_MAX) {
      ctx.addIssue({ code: "custom", message: "readTimeInvalid" });
      return z.NEVER;
    }
    return n;
  });

/** POST /backend/api/posts/create.php and the admin form: one schema, so both refuse the same. */
export const ZPostInput = z.object({
  // titles and authors are single lines, the short content multi-line: invisible controls dropped
  title: zText(TITLE_MAX, "articleRequired"),
  content: zLongText(CONTENT_MAX, "articleRequired"),
  author: zText(200, "articleRequired"),
  keywords: z
    .union([z.string(), z.array(z.string())], "invalid")
    .nullish()
    .transform((v) => cleanLine(joinKeywords(v ?? "")))
    .pipe(z.string().max(1_000, "tooLong")),
  full_content: zMultiline("invalid")
    .max(FULL_CONTENT_MAX, "tooLong")
    .nullish()
    .transform((v) => v ?? ""),
  category: zLine("invalid")
    .trim()
    .max(100, "tooLong")
    .nullish()
    .transform((v) => v ?? ""),
  read_time: readTime,
  image_path: imageRef,
  image_url: imageRef,
});
export type TPostInput = z.infer<typeof ZPostInput>;

/** PUT /backend/api/posts/update.php: the same body plus id. */
export const ZPostUpdateInput = ZPostInput.extend({ id: ZPostId });
export type TPostUpdateInput = z.infer<typeof ZPostUpdateInput>;

export const ZPostIdQuery = z.object({ id: ZPostId });

/** GET /backend/api/posts/read.php: bare means every post (old clients). */
export const ZPostListQuery = z.object({
  q: z.string().trim().max(200, "tooLong").optional(),
  limit: zQueryInt(1, 100),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,11}$/, "invalid")
    .transform(Number)
    .optional(),
  page: zQueryInt(1, 100_000),
});
export type TPostListQuery = z.infer<typeof ZPostListQuery>;

/** The home page's "show more" and the member's reactions. */
export const ZPostFeedInput = z.object({
  q: z.string().trim().max(200, "tooLong").optional(),
  cursor: z.number().int().positive().optional(),
});
export const ZPostReactionInput = z.object({ postId: z.number().int().positive(), on: z.boolean() });
