import { z } from "zod";
import { apiFolder, named, ok, okMessage, pageFields, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZAboutInput } from "@/lib/schemas/about";
import { ZAuditQuery } from "@/lib/schemas/audit";
import { REVIEW_DECISIONS } from "@/lib/articles/rules";
import { REPORT_REASONS } from "@/lib/reports/rules";
import { REVIEW_MODES } from "@/lib/reviews/rules";
import { QUEUE_FILTERS, type QueueFilter } from "@/lib/reports/types";
import { ZQueueQuery, ZQueueStepInput } from "@/lib/schemas/reports";
import { ZContactInfoInput, ZContactMessageInput, ZContactMessagesQuery } from "@/lib/schemas/contact";
import { ZIdBody } from "@/lib/schemas/common";
import { ZUpdateEditInput, ZUpdateInput } from "@/lib/schemas/updates";

const ABOUT = "/backend/api/about";
const CONTACT = "/backend/api/contact";
const UPDATES = "/backend/api/updates";
const ADMIN = "/backend/api/admin";

export const ZAbout = named(
  "About",
  z.object({ mission: z.string(), team: z.array(z.object({ name: z.string(), role: z.string(), description: z.string() })), values: z.array(z.string()) }),
);
export const ZContactInfo = named("ContactInfo", z.object({ address: z.string(), email: z.string(), phone: z.string() }));
export const ZContactMessage = named(
  "ContactMessage",
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(["Unread", "Read"]),
    created_at: zInstant(),
  }),
);
export const ZLatestUpdate = named(
  "LatestUpdate",
  z.object({ id: z.number().int(), title: z.string(), summary: z.string(), author: z.string(), category: z.string(), date: z.string() }),
);
export const ZAuditEntry = named(
  "AuditEntry",
  z.object({
    id: z.number().int(),
    actor_id: z.string(),
    actor_email: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    summary: z.string().describe("what members wrote: the record's title, a name"),
    detail: z
      .object({
        from: z.string().optional(),
        to: z.string().optional(),
        reason: z.string().optional(),
        decision: z.enum(REVIEW_DECISIONS).optional(),
        reviews: z.number().int().optional(),
        round: z.number().int().optional(),
        mode: z.enum(REVIEW_MODES).optional(),
      })
      .nullable()
      .describe(
        "the step as codes the screens word in the reader's language: a status's from and to, a report's reason, an editor's decision with the reviews in and the round, a review mode",
      ),
    created_at: zInstant(),
  }),
);

const count = z.number().int();
const nonNegative = z.number().int().min(0);

export const ZQueueItem = named(
  "QueueItem",
  z.strictObject({
    type: z.string(),
    id: z.union([z.number().int(), z.string()]),
    title: z.string(),
    status: z.string(),
    report_id: z.number().int().optional(),
    reason: z.enum(REPORT_REASONS).optional(),
    note: z.string().nullable().optional().describe("what the first member who reported it wrote"),
    reports: nonNegative.describe("how many open reports the item has"),
    author: z.string().nullable().describe("who wrote the item, as the site names them"),
    under: z.string().nullable().describe("the title of what the item sits under: a comment's article, an answer's question"),
    link: z.string().nullable().describe("where the item is read in its place"),
    body: z.string().describe("the item's whole text as written, to read before deciding"),
    created_at: zInstant(),
  }),
);

const about = apiFolder(ABOUT);
const contact = apiFolder(CONTACT);
const updates = apiFolder(UPDATES);
const admin = apiFolder(ADMIN);

export const aboutApi = {
  read: about.get("read.php", "user", "The About us content", { responses: { 200: ok({ about: ZAbout }) } }),
  update: about.put("update.php", "admin", "Edit the About us content", { body: ZAboutInput, responses: { 200: ok({ message: z.string(), about: ZAbout }) } }),
};

export const contactApi = {
  info: contact.get("info.php", "user", "Address, e-mail and phone", { responses: { 200: ok({ info: ZContactInfo }) } }),
  updateInfo: contact.put("update_info.php", "admin", "Edit the contact details", {
    body: ZContactInfoInput,
    responses: { 200: ok({ message: z.string(), info: ZContactInfo }) },
  }),
  send: contact.post("send.php", "user", "Send a message to the team (429 past the limit)", {
    body: ZContactMessageInput,
    responses: { 201: ok({ message: z.string(), contact_message: ZContactMessage }) },
    errors: [429],
  }),
  messages: contact.get("messages.php", "admin", "Messages newest first, with the unread count", {
    query: ZContactMessagesQuery,
    responses: { 200: ok({ messages: z.array(ZContactMessage), unread: count }) },
  }),
  markRead: contact.put("mark_read.php", "admin", "Mark a message read", {
    body: ZIdBody,
    responses: { 200: ok({ message: z.string(), contact_message: ZContactMessage }) },
    errors: [404],
  }),
  delete: contact.deleteById("delete.php", "admin", "Remove a message"),
};

export const updatesApi = {
  read: updates.get("read.php", "user", "Every latest update, newest first", { responses: { 200: ok({ updates: z.array(ZLatestUpdate) }) } }),
  create: updates.post("create.php", "admin", "Add a latest update", {
    body: ZUpdateInput,
    responses: { 201: ok({ message: z.string(), update: ZLatestUpdate }) },
  }),
  update: updates.put("update.php", "admin", "Edit a latest update", {
    body: ZUpdateEditInput,
    responses: { 200: ok({ message: z.string(), update: ZLatestUpdate }) },
    errors: [404],
  }),
  delete: updates.deleteById("delete.php", "admin", "Remove a latest update"),
};

export const adminApi = {
  stats: admin.get("stats.php", "admin", "Totals, the last 7 months and resources by kind", {
    responses: {
      200: ok({
        totals: z.object({ users: count, posts: count, questions: count, resources: count }),
        by_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), users: count, posts: count })),
        resources_by_kind: z.array(z.object({ kind: z.string(), count })),
      }),
    },
  }),
  audit: admin.get("audit.php", "admin", "The audit log newest first; ?action=&actor=", {
    query: ZAuditQuery,
    responses: { 200: ok({ entries: z.array(ZAuditEntry), ...pageFields }) },
  }),
  queueGet: admin.get("queue.php", "admin", "A page of everything waiting for a moderator, oldest first, with the whole queue's counts per kind", {
    query: ZQueueQuery,
    responses: {
      200: ok({
        items: z.array(ZQueueItem),
        total: nonNegative,
        page: z.number().int().min(1),
        limit: z.number().int().min(1),
        // every kind that waits in the queue, and the reported items
        counts: z.strictObject(Object.fromEntries(QUEUE_FILTERS.map((kind) => [kind, nonNegative])) as Record<QueueFilter, typeof nonNegative>),
      }),
    },
  }),
  queuePut: admin.put("queue.php", "admin", "Moves a waiting item one step along its kind's transition map (approve, reject, review)", {
    body: ZQueueStepInput,
    responses: { 200: okMessage() },
    errors: [404, 409],
  }),
};

export const siteOperations: ApiOperation[] = [
  ...Object.values(aboutApi),
  ...Object.values(contactApi),
  ...Object.values(updatesApi),
  ...Object.values(adminApi),
];
