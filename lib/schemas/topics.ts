import { z } from "zod";
import { isIsoDay, TOPIC_STATUSES } from "@/lib/topics/rules";
import { ZId, ZPageQuery, zFlag, zLongText, zText } from "@/lib/schemas/common";

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

export const ZTopicStatusInput = z.object({ id: ZId, status: z.enum(TOPIC_STATUSES, "statusInvalid") });
export type TTopicStatusInput = z.infer<typeof ZTopicStatusInput>;

export const ZApplyInput = z.object({ topic_id: ZId, motivation: zLongText(1000) });
export type TApplyInput = z.infer<typeof ZApplyInput>;

export const ZTopicListQuery = ZPageQuery.extend({
  admin: zFlag(),
  mine: zFlag(),
  status: z.enum(TOPIC_STATUSES, "statusInvalid").optional(),
});
export type TTopicListQuery = z.infer<typeof ZTopicListQuery>;
