import { z } from "zod";
import { RECOMMENDATIONS, REVIEW_MESSAGE_MAX, REVIEW_MODES, REVIEW_TEXT_MAX } from "@/lib/reviews/rules";
import { ZId, zFlagText, zLongText, zOptionalLongText, zOptionalText } from "@/lib/schemas/common";

// One schema per input of /backend/api/reviews/*.php, parsed by the routes and the forms alike.
// Issue messages are keys of the `Validation` namespace.

/** GET candidates.php?article_id= */
export const ZArticleRef = z.object({ article_id: ZId });

/** GET read.php (own assignments) or, for an editor, ?article_id= */
export const ZReviewsQuery = z.object({ article_id: ZId.optional() });
export type TReviewsQuery = z.infer<typeof ZReviewsQuery>;

/** An instant as ISO 8601 text (a date alone is that day's end of work, 23:59 UTC). */
const zDueAt = z
  .string("invalid")
  .trim()
  .transform((v, ctx) => {
    const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:00Z` : v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    }
    return d;
  });

/** POST invite.php */
export const ZInviteInput = z.object({
  article_id: ZId,
  user_id: z.string("invalid").trim().min(1, "required").max(64, "invalid"),
  due_at: zDueAt.optional(),
  message: zOptionalLongText(REVIEW_MESSAGE_MAX),
});
export type TInviteInput = z.infer<typeof ZInviteInput>;

/** POST respond.php: the session's own invitation by `id`, or the mailed `token` (then `id` is optional and must match). */
export const ZRespondInput = z
  .object({
    id: ZId.optional(),
    token: z.string("invalid").trim().min(20, "invalid").max(200, "invalid").optional(),
    accept: z.boolean("invalid"),
    reason: zOptionalLongText(REVIEW_MESSAGE_MAX),
    suggestion: zOptionalText(300),
  })
  .refine((v) => v.id !== undefined || v.token !== undefined, { message: "required", path: ["id"] });
export type TRespondInput = z.infer<typeof ZRespondInput>;

/** PUT save.php: a draft, or with `submit` the review itself (read-only afterwards). */
export const ZSaveReviewInput = z.object({
  id: ZId,
  recommendation: z.enum(RECOMMENDATIONS, "invalid"),
  to_author: zLongText(REVIEW_TEXT_MAX),
  to_editor: zOptionalLongText(REVIEW_TEXT_MAX),
  publish_consent: z.boolean("invalid").optional(),
  submit: z.boolean("invalid").optional(),
  /** drop the draft's attachment (a new file replaces it anyway) */
  remove_attachment: z.boolean("invalid").optional(),
});
export type TSaveReviewInput = z.infer<typeof ZSaveReviewInput>;

/** The same as a multipart form (with an `attachment` file): its yes/no fields as form text. */
export const ZSaveReviewForm = ZSaveReviewInput.extend({
  publish_consent: zFlagText(),
  submit: zFlagText(),
  remove_attachment: zFlagText(),
});

/** POST cancel.php */
export const ZCancelInput = z.object({ id: ZId, reason: zOptionalLongText(REVIEW_MESSAGE_MAX) });
export type TCancelInput = z.infer<typeof ZCancelInput>;

/** PUT mode.php: how an article is reviewed. */
export const ZReviewModeInput = z.object({ article_id: ZId, mode: z.enum(REVIEW_MODES, "invalid") });
export type TReviewModeInput = z.infer<typeof ZReviewModeInput>;
