import { z } from "zod";
import { named, ok, okMessage, pageFields, zDay, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZIdBody, ZIdQuery } from "@/lib/schemas/common";
import { ZApplyInput, ZTopicInput, ZTopicListQuery, ZTopicStatusInput, ZUpdateTopicInput } from "@/lib/schemas/topics";
import { TOPIC_STATUSES } from "@/lib/topics/rules";

const TOPICS = "/backend/api/topics";
const tag = "topics";

export const ZTopic = named(
  "Topic",
  z.object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    requirements: z.string(),
    deadline: zDay(),
    status: z.enum(TOPIC_STATUSES),
    applications: z.number().int(),
    applied: z.boolean(),
    closed: z.boolean(),
    user_id: z.string(),
    created_at: zInstant(),
    can_manage: z.boolean(),
  }),
);

export const ZTopicApplication = named(
  "TopicApplication",
  z.object({
    id: z.number().int(),
    topic_id: z.number().int(),
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    motivation: z.string(),
    created_at: zInstant(),
  }),
);

const withTopic = ok({ message: z.string(), topic: ZTopic });

export const topicOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${TOPICS}/read.php`,
    tag,
    summary: "Active topics and the member's own; ?admin=true (admins) every status",
    auth: "user",
    query: ZTopicListQuery,
    responses: { 200: ok({ topics: z.array(ZTopic), ...pageFields, next_cursor: z.number().int().nullable() }) },
  },
  {
    method: "post",
    path: `${TOPICS}/create.php`,
    tag,
    summary: "Suggest a topic (Under Review)",
    auth: "user",
    body: ZTopicInput,
    responses: { 201: withTopic },
    errors: [429],
  },
  {
    method: "put",
    path: `${TOPICS}/update.php`,
    tag,
    summary: "Edit a topic",
    auth: "admin",
    body: ZUpdateTopicInput,
    responses: { 200: withTopic },
    errors: [404],
  },
  {
    method: "put",
    path: `${TOPICS}/update_status.php`,
    tag,
    summary: "Move a topic along its transition map",
    auth: "admin",
    body: ZTopicStatusInput,
    responses: { 200: withTopic },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: `${TOPICS}/delete.php`,
    tag,
    summary: "Remove a topic (an admin or its suggester)",
    auth: "user",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  {
    method: "post",
    path: `${TOPICS}/apply.php`,
    tag,
    summary: "Apply to an Active, open topic (once per member)",
    auth: "user",
    body: ZApplyInput,
    responses: { 201: ok({ message: z.string(), application: ZTopicApplication, applications: z.number().int() }) },
    errors: [404, 409, 429],
  },
  {
    method: "get",
    path: `${TOPICS}/applications.php`,
    tag,
    summary: "A topic's applications (an admin or its suggester)",
    auth: "user",
    query: ZIdQuery,
    responses: { 200: ok({ applications: z.array(ZTopicApplication) }) },
    errors: [404],
  },
];
