// What can be reported, why, and what a moderator does with a report.

export const REPORT_TYPES = ["article", "question", "answer", "topic", "resource", "opportunity", "project", "member", "comment"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_REASONS = ["spam", "abuse", "plagiarism", "off_topic", "other"] as const;

export const REPORT_ACTIONS = ["dismiss", "hide", "delete"] as const;

/** open until a moderator acts; then the action taken */
export const REPORT_STATUSES = ["open", "dismissed", "hidden", "deleted"] as const;

export const REPORT_NOTE_MAX = 1000;
