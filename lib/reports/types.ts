import type { z } from "zod";
import type { ZReport } from "@/lib/openapi/domains/reports";
import type { ZQueueItem } from "@/lib/openapi/domains/site";
import { ARTICLE_TRANSITIONS } from "@/lib/articles/rules";
import { RESOURCE_TRANSITIONS } from "@/lib/learning/rules";
import type { TransitionMap } from "@/lib/moderation/transitions";
import { OPPORTUNITY_TRANSITIONS } from "@/lib/partnership/rules";
import { QUESTION_TRANSITIONS } from "@/lib/qa/rules";
import { TOPIC_TRANSITIONS } from "@/lib/topics/rules";

export const REPORT_CREATE_ENDPOINT = "/backend/api/reports/create.php";
export const REPORT_RESOLVE_ENDPOINT = "/backend/api/reports/resolve.php";
export const QUEUE_ENDPOINT = "/backend/api/admin/queue.php";

/** The kinds of item waiting for a moderator's decision, and the steps the queue offers them. */
export const QUEUE_TRANSITIONS = {
  question: QUESTION_TRANSITIONS,
  topic: TOPIC_TRANSITIONS,
  resource: RESOURCE_TRANSITIONS,
  opportunity: OPPORTUNITY_TRANSITIONS,
  article: ARTICLE_TRANSITIONS,
} satisfies Record<string, TransitionMap<string>>;
export type QueueKind = keyof typeof QUEUE_TRANSITIONS;
export const QUEUE_KINDS = Object.keys(QUEUE_TRANSITIONS) as QueueKind[];

/** A report as its endpoints answer it. */
export type ReportJson = z.output<typeof ZReport>;

export type QueueItemJson = z.output<typeof ZQueueItem>;
/** What the queue can be narrowed to: one kind of waiting item, or the reported items. */
export const QUEUE_FILTERS = [...QUEUE_KINDS, "report"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
export type QueueJson = { items: QueueItemJson[]; counts: Record<QueueFilter, number>; total: number; page: number; limit: number };
