import { z } from "zod";
import { named, ok, okMessage, pageFields, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZAboutInput } from "@/lib/schemas/about";
import { ZAuditQuery } from "@/lib/schemas/audit";
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
    summary: z.string(),
    created_at: zInstant(),
  }),
);

const count = z.number().int();

export const siteOperations: ApiOperation[] = [
  { method: "get", path: `${ABOUT}/read.php`, tag: "about", summary: "The About us content", auth: "user", responses: { 200: ok({ about: ZAbout }) } },
  {
    method: "put",
    path: `${ABOUT}/update.php`,
    tag: "about",
    summary: "Edit the About us content",
    auth: "admin",
    body: ZAboutInput,
    responses: { 200: ok({ message: z.string(), about: ZAbout }) },
  },
  {
    method: "get",
    path: `${CONTACT}/info.php`,
    tag: "contact",
    summary: "Address, e-mail and phone",
    auth: "user",
    responses: { 200: ok({ info: ZContactInfo }) },
  },
  {
    method: "put",
    path: `${CONTACT}/update_info.php`,
    tag: "contact",
    summary: "Edit the contact details",
    auth: "admin",
    body: ZContactInfoInput,
    responses: { 200: ok({ message: z.string(), info: ZContactInfo }) },
  },
  {
    method: "post",
    path: `${CONTACT}/send.php`,
    tag: "contact",
    summary: "Send a message to the team (429 past the limit)",
    auth: "user",
    body: ZContactMessageInput,
    responses: { 201: ok({ message: z.string(), contact_message: ZContactMessage }) },
    errors: [429],
  },
  {
    method: "get",
    path: `${CONTACT}/messages.php`,
    tag: "contact",
    summary: "Messages newest first, with the unread count",
    auth: "admin",
    query: ZContactMessagesQuery,
    responses: { 200: ok({ messages: z.array(ZContactMessage), unread: count }) },
  },
  {
    method: "put",
    path: `${CONTACT}/mark_read.php`,
    tag: "contact",
    summary: "Mark a message read",
    auth: "admin",
    body: ZIdBody,
    responses: { 200: ok({ message: z.string(), contact_message: ZContactMessage }) },
    errors: [404],
  },
  {
    method: "delete",
    path: `${CONTACT}/delete.php`,
    tag: "contact",
    summary: "Remove a message",
    auth: "admin",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  {
    method: "get",
    path: `${UPDATES}/read.php`,
    tag: "updates",
    summary: "Every latest update, newest first",
    auth: "user",
    responses: { 200: ok({ updates: z.array(ZLatestUpdate) }) },
  },
  {
    method: "post",
    path: `${UPDATES}/create.php`,
    tag: "updates",
    summary: "Add a latest update",
    auth: "admin",
    body: ZUpdateInput,
    responses: { 201: ok({ message: z.string(), update: ZLatestUpdate }) },
  },
  {
    method: "put",
    path: `${UPDATES}/update.php`,
    tag: "updates",
    summary: "Edit a latest update",
    auth: "admin",
    body: ZUpdateEditInput,
    responses: { 200: ok({ message: z.string(), update: ZLatestUpdate }) },
    errors: [404],
  },
  {
    method: "delete",
    path: `${UPDATES}/delete.php`,
    tag: "updates",
    summary: "Remove a latest update",
    auth: "admin",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  {
    method: "get",
    path: `${ADMIN}/stats.php`,
    tag: "admin",
    summary: "Totals, the last 7 months and resources by kind",
    auth: "admin",
    responses: {
      200: ok({
        totals: z.object({ users: count, posts: count, questions: count, resources: count }),
        by_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), users: count, posts: count })),
        resources_by_kind: z.array(z.object({ kind: z.string(), count })),
      }),
    },
  },
  {
    method: "get",
    path: `${ADMIN}/audit.php`,
    tag: "admin",
    summary: "The audit log newest first; ?action=&actor=",
    auth: "admin",
    query: ZAuditQuery,
    responses: { 200: ok({ entries: z.array(ZAuditEntry), ...pageFields }) },
  },
];
