// What can be reported, why, and what a moderator does with a report.
import { ITEM_KIND_NAMES, type ItemKind } from "@/lib/moderation/kinds";
import type { TransitionMap } from "@/lib/moderation/transitions";

/** Every kind in the table of item kinds can be reported. */
export const REPORT_TYPES = ITEM_KIND_NAMES;
export type ReportType = ItemKind;

export const REPORT_REASONS = ["spam", "abuse", "plagiarism", "off_topic", "other"] as const;

export const REPORT_ACTIONS = ["dismiss", "hide", "delete"] as const;

/** open until a moderator acts; then the action taken */
export const REPORT_STATUSES = ["open", "dismissed", "hidden", "deleted"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A report is settled once, by one of the actions; a settled report moves no more. */
export const REPORT_TRANSITIONS: TransitionMap<ReportStatus> = { open: ["dismissed", "hidden", "deleted"], dismissed: [], hidden: [], deleted: [] };

/** The status a moderator's action leaves a report in. */
export const REPORT_ACTION_STATUS = { dismiss: "dismissed", hide: "hidden", delete: "deleted" } as const satisfies Record<
  (typeof REPORT_ACTIONS)[number],
  ReportStatus
>;

export const REPORT_NOTE_MAX = 1000;
