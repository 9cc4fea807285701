import { z } from "zod";
import { ANSWER_MAX, QUESTION_STATUSES } from "@/lib/qa/rules";
import { ZId, zLongText, zModeratedListQuery, zOptionalText, zStatusInput, zText } from "@/lib/schemas/common";

// Q&A inputs. Issue messages are keys of the `Validation` namespace.

export const QUESTION_TITLE_MAX = 200;
export const QUESTION_DESCRIPTION_MAX = 5000;
export const QA_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A path our upload endpoint handed out (`/uploads/<random name>`), or nothing. */
const imagePath = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? "").trim() || null)
  .pipe(
    z
      .string()
      .regex(/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/, "imagePathInvalid")
      .nullable(),
  );

export const ZQuestionInput = z.object({
  title: zText(QUESTION_TITLE_MAX),
  description: zLongText(QUESTION_DESCRIPTION_MAX),
  keyword: zOptionalText(100),
  image_path: imagePath,
});
export type TQuestionInput = z.infer<typeof ZQuestionInput>;

export const ZUpdateQuestionInput = z.object({
  id: ZId,
  title: zText(QUESTION_TITLE_MAX),
  description: zLongText(QUESTION_DESCRIPTION_MAX),
  keyword: zOptionalText(100),
});
export type TUpdateQuestionInput = z.infer<typeof ZUpdateQuestionInput>;

export const ZQuestionStatusInput = zStatusInput(QUESTION_STATUSES);
export type TQuestionStatusInput = z.infer<typeof ZQuestionStatusInput>;

export const ZAnswerInput = z.object({ question_id: ZId, text: zLongText(ANSWER_MAX) });
export type TAnswerInput = z.infer<typeof ZAnswerInput>;

export const ZVoteInput = z.object({ answer_id: ZId });

/** `accepted` as JSON true or false (a JSON body: no "true" strings, no lists). */
export const ZAcceptInput = z.object({
  answer_id: ZId,
  accepted: z.boolean("invalid"),
});
export type TAcceptInput = z.infer<typeof ZAcceptInput>;

export const ZQuestionListQuery = zModeratedListQuery(QUESTION_STATUSES);
export type TQuestionListQuery = z.infer<typeof ZQuestionListQuery>;

export const ZSimilarQuery = z.object({ q: z.string().trim().max(200, "tooLong").optional().default("") });
