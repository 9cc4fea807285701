// Client-safe notification types: the JSON of GET /backend/api/notifications/read.php and the
// event kinds. Each kind has `Notifications.events.<kind>.title|body` in messages/*.json.
import type { z } from "zod";
import type { ZNotification } from "@/lib/openapi/domains/notifications";
export const NOTIFICATION_TYPES = [
  "opportunity_approved",
  "opportunity_rejected",
  "opportunity_join_request",
  "project_collaboration_request",
  "request_accepted",
  "request_declined",
  // hooked by the Q&A and topics domains ({ title } of the question or topic; topic: { status })
  "question_approved",
  "question_answered",
  "answer_accepted",
  "topic_application_status",
  // every step of a submitted article ({ title, status: "article_<status>" })
  "article_status",
  // a member named them in a comment ({ title } of the article, { name } of the commenter)
  "comment_mention",
  // a comment on their article, a reply to their comment ({ title } of the article, { name } of the commenter)
  "article_comment",
  "comment_reply",
  // co-authorship by consent ({ name } of the other side, { title } of the article)
  "co_author_invited",
  "co_author_accepted",
  "co_author_declined",
  // peer review ({ title } of the article; never a name the other side may not know)
  "review_invited",
  "review_reminder",
  "review_cancelled",
  // to the inviting editor: { name } of the reviewer, { status: "review_<status>" }
  "review_assignment_status",
  "review_overdue",
  // moderation: to each member who reported an item, how it was settled ({ kind, title, status: "report_<status>" });
  // to its author, that a moderator hid it ({ kind, title }); a comment or answer is named by what it sits under
  "report_resolved",
  "item_hidden",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationJson = z.output<typeof ZNotification>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const NOTIFICATIONS_API = "/backend/api/notifications";
