import { z } from "zod";
import { DEFAULT_LICENSE, LICENSES, toLicense } from "@/lib/articles/licenses";
import { ARTICLE_STATUSES, bareDoi, DOI_PATTERN, NOTE_MAX, REVIEW_COMMENTS_MAX, REVIEW_DECISIONS } from "@/lib/articles/rules";
import { CITATION_FORMATS } from "@/lib/articles/types";
import { LOCALES } from "@/lib/i18n/config";
import { cleanLine, ZId, ZPageQuery, zFlag, zQueryInt, zLine, zLongText, zMultiline, zOptionalLongText, zText } from "@/lib/schemas/common";
import { zPersonName } from "@/lib/schemas/names";
import { zOrcid } from "@/lib/schemas/orcid";
import { splitKeywords } from "@/lib/posts/text";
import { KEYWORD_MAX, KEYWORDS_MAX } from "@/lib/schemas/limits";

// Issue messages are keys of the `Validation` namespace (messages/*.json). One body for the JSON
// API and the submission form; a multipart body sends its lists as JSON text in their fields.

export const ARTICLE_TITLE_MAX = 300;
export const ABSTRACT_MAX = 5_000;
export const ARTICLE_BODY_MAX = 200_000;
export const CO_AUTHORS_MAX = 30;
export const REFERENCES_MAX = 300;
export const REFERENCE_MAX = 2_000;

/** A list field that a form sends as JSON text (`'["a","b"]'`) is read as the list. */
const jsonList = (v: unknown) => {
  if (typeof v !== "string" || !v.trim().startsWith("[")) return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** Optional single line: missing, null or blank is null. */
const zOptionalLine = (max: number) =>
  z
    .union([z.string(), z.null()], "invalid")
    .optional()
    .transform((v) => cleanLine(v ?? "").trim() || null)
    .pipe(z.string().max(max, "tooLong").nullable());

const zKeywords = z.preprocess(
  jsonList,
  z
    .union([z.string(), z.array(z.string())], "invalid")
    .optional()
    .transform((v) => splitKeywords(Array.isArray(v) ? v.map(cleanLine).join(",") : cleanLine(v ?? "")))
    // the length of each keyword is checked on the list, so the refusal names the field the member
    // typed in (`keywords`), where the form shows it, not one element of it (`keywords.0`)
    .pipe(
      z
        .array(z.string())
        .max(KEYWORDS_MAX, "tooManyKeywords")
        .refine((list) => list.every((k) => k.length <= KEYWORD_MAX), "keywordTooLong"),
    ),
);

export const ZCoAuthor = z.object({
  name: zPersonName(200),
  affiliation: zOptionalLine(300),
  orcid: z
    .union([z.string(), z.null()], "orcidInvalid")
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .pipe(zOrcid.nullable()),
  user_id: z
    .union([z.string(), z.null()], "invalid")
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .pipe(z.string().max(64, "tooLong").nullable()),
});

const zDoi = z
  .union([z.string(), z.null()], "doiInvalid")
  .optional()
  .transform((v) => bareDoi(cleanLine(v ?? "")) || null)
  .pipe(z.string().max(300, "tooLong").regex(DOI_PATTERN, "doiInvalid").nullable());

/** POST submit.php and the submission form. */
export const ZArticleInput = z.object({
  title_ar: zText(ARTICLE_TITLE_MAX),
  title_en: zOptionalLine(ARTICLE_TITLE_MAX),
  abstract_ar: zLongText(ABSTRACT_MAX),
  abstract_en: zOptionalLongText(ABSTRACT_MAX).transform((v) => v || null),
  body: zMultiline("invalid")
    .max(ARTICLE_BODY_MAX, "tooLong")
    .nullish()
    .transform((v) => v ?? ""),
  keywords: zKeywords,
  co_authors: z.preprocess(jsonList, z.array(ZCoAuthor, "invalid").max(CO_AUTHORS_MAX, "tooMany").optional().default([])),
  references: z.preprocess(
    jsonList,
    z
      .array(zLine("invalid").trim().max(REFERENCE_MAX, "tooLong"), "invalid")
      .max(REFERENCES_MAX, "tooMany")
      .optional()
      .default([])
      .transform((list) => list.filter(Boolean)),
  ),
  // an SPDX identifier in any letter case, kept in SPDX's own spelling
  license: z.preprocess((v) => toLicense(v) ?? v, z.enum(LICENSES, "invalid").optional().default(DEFAULT_LICENSE)),
  doi: zDoi,
});
export type TArticleInput = z.infer<typeof ZArticleInput>;
/** What the submission form holds before the schema parses it. */
export type TArticleFormValues = z.input<typeof ZArticleInput>;

/**
 * PUT update.php: the same fields and the article's id. An editor's edit of what readers read (a
 * published or retracted article) is a correction, published with its note.
 */
export const ZArticleUpdateInput = ZArticleInput.extend({ id: ZId, correction_note: zOptionalLongText(NOTE_MAX).transform((v) => v || null) });
export type TArticleUpdateInput = z.infer<typeof ZArticleUpdateInput>;

/** POST transition.php. A retraction carries its public note. */
export const ZArticleTransitionInput = z.object({
  id: ZId,
  to: z.enum(ARTICLE_STATUSES, "statusInvalid"),
  note: zOptionalLongText(NOTE_MAX).transform((v) => v || null),
});
export type TArticleTransitionInput = z.infer<typeof ZArticleTransitionInput>;
/** The editors' retraction form: the same step, its public note required (the server refuses a retraction without one). */
export const ZArticleRetractInput = ZArticleTransitionInput.extend({ note: zLongText(NOTE_MAX) });

/** POST co_author.php: the member named as co-author answers (JSON true or false). */
export const ZCoAuthorAnswerInput = z.object({ id: ZId, accept: z.boolean("invalid") });
export type TCoAuthorAnswerInput = z.infer<typeof ZCoAuthorAnswerInput>;

/** POST review.php. */
export const ZArticleReviewInput = z.object({
  id: ZId,
  decision: z.enum(REVIEW_DECISIONS, "invalid"),
  comments: zLongText(REVIEW_COMMENTS_MAX),
});
export type TArticleReviewInput = z.infer<typeof ZArticleReviewInput>;

/** GET read.php. */
export const ZArticleListQuery = ZPageQuery.extend({
  status: z.enum(ARTICLE_STATUSES, "statusInvalid").optional(),
  author: z.string().trim().max(64, "tooLong").optional(),
  tag: z.string().trim().max(KEYWORD_MAX, "tooLong").optional(),
  admin: zFlag(),
  mine: zFlag(),
  /** the editors' queue (submitted and under review) when no status is chosen */
  queue: zFlag(),
  order: z.enum(["newest", "oldest"], "invalid").optional(),
});
export type TArticleListQuery = z.infer<typeof ZArticleListQuery>;

/** GET get.php: the article, and with `version` that numbered version as it was submitted. */
export const ZArticleIdQuery = z.object({ id: ZId, version: zQueryInt(1, 10_000) });

/** GET cite.php; `lang` chooses the conventions of APA and Chicago (default: the reader's interface language). */
export const ZCiteQuery = z.object({ id: ZId, format: z.enum(CITATION_FORMATS, "invalid"), lang: z.enum(LOCALES, "invalid").optional() });
export type TCiteQuery = z.infer<typeof ZCiteQuery>;

/** POST retry_output.php: an editor asks again for a failed typeset PDF, or a failed Crossref deposit. */
export const ZArticleRetryInput = z.discriminatedUnion(
  "output",
  [z.object({ id: ZId, output: z.literal("pdf") }), z.object({ id: ZId, output: z.literal("deposit"), deposit_id: ZId })],
  "invalid",
);
export type TArticleRetryInput = z.infer<typeof ZArticleRetryInput>;
