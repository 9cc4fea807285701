import type { z } from "zod";
import type { ZReport } from "@/lib/openapi/domains/reports";
import type { adminApi, ZQueueItem } from "@/lib/openapi/domains/site";
import { QUEUE_KINDS } from "@/lib/moderation/kinds";

export const REPORT_CREATE_ENDPOINT = "/backend/api/reports/create.php";
export const REPORT_RESOLVE_ENDPOINT = "/backend/api/reports/resolve.php";
export const QUEUE_ENDPOINT = "/backend/api/admin/queue.php";

/** A report as its endpoints answer it. */
export type ReportJson = z.output<typeof ZReport>;

export type QueueItemJson = z.output<typeof ZQueueItem>;
/** What the queue can be narrowed to: one kind of waiting item, or the reported items. */
export const QUEUE_FILTERS = [...QUEUE_KINDS, "report"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
/** A page of the queue, with the whole queue's counts per filter. */
export type QueueJson = Omit<z.output<(typeof adminApi.queueGet.responses)[200]>, "success">;
