import { z } from "zod";
import { isIsoDay, TOPIC_STATUSES } from "@/lib/topics/rules";
import { ZId, zLongText, zModeratedListQuery, zStatusInput, zText } from "@/lib/schemas/common";

// Topic suggestions: title, author, requirements and deadline are required after trimming, each
// with its own message ('Title is required', …), so the form marks the field that is missing.

export const ZTopicInput = z.object({
  title: zText(200, "titleRequired"),
  author: zText(120, "authorRequired"),
  requirements: zLongText(3000, "requirementsRequired"),
  deadline: zText(10, "deadlineRequired").refine(isIsoDay, "deadlineInvalid"),
});
export type TTopicInput = z.infer<typeof ZTopicInput>;

export const ZUpdateTopicInput = ZTopicInput.extend({ id: ZId });
export type TUpdateTopicInput = z.infer<typeof ZUpdateTopicInput>;

export const ZTopicStatusInput = zStatusInput(TOPIC_STATUSES);
export type TTopicStatusInput = z.infer<typeof ZTopicStatusInput>;

export const ZApplyInput = z.object({ topic_id: ZId, motivation: zLongText(1000) });
export type TApplyInput = z.infer<typeof ZApplyInput>;

export const ZTopicListQuery = zModeratedListQuery(TOPIC_STATUSES);
export type TTopicListQuery = z.infer<typeof ZTopicListQuery>;
