import { z } from "zod";
import { DIFFICULTIES, EXAM_RESOURCES, parseExamResources } from "@/lib/learning/rules";
import { ZId, zIntText, zJsonInt, zLongText, zOptionalText, ZPageQuery, zText } from "@/lib/schemas/common";
import { EXAM_DURATION_MAX, LEARNING_NAME_MAX } from "@/lib/schemas/limits";

// Preparatory exams. Multipart fields arrive as strings, JSON ones as values.

/** A JSON list (or an array) of practiceTests, studyGuides, videoTutorials; anything else is a 400. */
const resources = z.union([z.array(z.string()), z.string()], "invalid").transform((v, ctx) => {
  let list: unknown = v;
  if (typeof v === "string") {
    try {
      list = v.trim() === "" ? [] : JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    }
  }
  if (!Array.isArray(list) || list.some((r) => !(EXAM_RESOURCES as readonly unknown[]).includes(r))) {
    ctx.addIssue({ code: "custom", message: "invalid" });
    return z.NEVER;
  }
  return parseExamResources(list);
});

/** Minutes, 1 to EXAM_DURATION_MAX: a JSON number (null: not set). */
const minutes = z.number("durationInvalid").int("durationInvalid").min(1, "durationInvalid").max(EXAM_DURATION_MAX, "durationInvalid");
const duration = minutes.nullable();
/** The same from a form field: digits, or empty for not set. */
const durationText = z
  .string("durationInvalid")
  .transform((v) => v.trim())
  .pipe(z.union([z.literal("").transform(() => null), zIntText("durationInvalid").pipe(minutes)]));

/** upload_exam_pdf.php (multipart) and the admin form: every field is text. */
export const ZExamInput = z.object({
  name: zText(200),
  description: zLongText(5000),
  difficulty: z.enum(DIFFICULTIES, "invalid"),
  resources: resources.optional().transform((v) => v ?? []),
  category: zOptionalText(100),
  /** the category's English name: given, it becomes (or replaces) the one the site knows; empty leaves it */
  category_en: zOptionalText(LEARNING_NAME_MAX),
  duration_minutes: durationText.optional().transform((v) => v ?? null),
});
export type TExamInput = z.infer<typeof ZExamInput>;

/** update.php: the id and any of the fields, as JSON (numbers as numbers)… */
export const ZExamUpdate = z.object({
  id: ZId,
  name: zText(200).optional(),
  description: zLongText(5000).optional(),
  difficulty: z.enum(DIFFICULTIES, "invalid").optional(),
  resources: resources.optional(),
  category: zOptionalText(100).optional(),
  category_en: zOptionalText(LEARNING_NAME_MAX).optional(),
  duration_minutes: duration.optional(),
});
export type TExamUpdate = z.infer<typeof ZExamUpdate>;
/** …or as multipart fields beside a new PDF or cover (numbers as digits). */
export const ZExamUpdateForm = ZExamUpdate.extend({ duration_minutes: durationText.optional() });

export const ZExamListQuery = ZPageQuery.extend({ category: z.string().trim().max(100, "tooLong").optional() });
export type TExamListQuery = z.infer<typeof ZExamListQuery>;

export const ZRateInput = z.object({
  exam_id: ZId,
  rating: zJsonInt().min(1, "invalid").max(5, "invalid"),
});
export type TRateInput = z.infer<typeof ZRateInput>;
