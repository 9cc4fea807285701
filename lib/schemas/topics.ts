import { z } from "zod";
import { isIsoDay, TOPIC_STATUSES } from "@/lib/topics/rules";
import { ZId, ZPageQuery, zFlag } from "@/lib/schemas/common";

// Topic suggestions. Title, author, requirements and deadline are required
// after trimming, each with its own message ('Title is required', …).

const required = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, "tooLong");

export const ZTopicInput = z.object({
  title: required(200, "titleRequired"),
  author: required(120, "authorRequired"),
  requirements: required(3000, "requirementsRequired"),
  deadline: required(10, "deadlineRequired").refine(isIsoDay, "deadlineInvalid"),
});
export type TTopicInput = z.infer<typeof ZTopicInput>;

export const ZUpdateTopicInput = ZTopicInput.extend({ id: ZId });
export type TUpdateTopicInput = z.infer<typeof ZUpdateTopicInput>;

export const ZTopicStatusInput = z.object({ id: ZId, status: z.enum(TOPIC_STATUSES, "statusInvalid") });
export type TTopicStatusInput = z.infer<typeof ZTopicStatusInput>;

export const ZApplyInput = z.object({ topic_id: ZId, motivation: z.string("required").trim().min(1, "required").max(1000, "tooLong") });
export type TApplyInput = z.infer<typeof ZApplyInput>;

export const ZTopicListQuery = ZPageQuery.extend({
  admin: zFlag(),
  mine: zFlag(),
  status: z.enum(TOPIC_STATUSES, "statusInvalid").optional(),
});
export type TTopicListQuery = z.infer<typeof ZTopicListQuery>;

export const ZTopicIdQuery = z.object({ id: ZId });
