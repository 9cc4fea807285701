import { z } from "zod";
import { apiFolder, named, ok, pageFields, zDay, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZIdQuery } from "@/lib/schemas/common";
import { ZApplyInput, ZTopicInput, ZTopicListQuery, ZTopicStatusInput, ZUpdateTopicInput } from "@/lib/schemas/topics";
import { TOPIC_STATUSES } from "@/lib/topics/rules";

const TOPICS = "/backend/api/topics";

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

const topics = apiFolder(TOPICS);

export const topicsApi = {
  read: topics.get("read.php", "user", "Active topics and the member's own; ?admin=true (admins) every status", {
    query: ZTopicListQuery,
    responses: { 200: ok({ topics: z.array(ZTopic), ...pageFields, next_cursor: z.number().int().nullable() }) },
  }),
  create: topics.post("create.php", "user", "Suggest a topic (Under Review)", { body: ZTopicInput, responses: { 201: withTopic }, errors: [429] }),
  update: topics.put("update.php", "admin", "Edit a topic", { body: ZUpdateTopicInput, responses: { 200: withTopic }, errors: [404] }),
  updateStatus: topics.put("update_status.php", "admin", "Move a topic along its transition map", {
    body: ZTopicStatusInput,
    responses: { 200: withTopic },
    errors: [404, 409],
  }),
  delete: topics.deleteById("delete.php", "user", "Remove a topic (an admin or its suggester)"),
  apply: topics.post("apply.php", "user", "Apply to an Active, open topic (once per member)", {
    body: ZApplyInput,
    responses: { 201: ok({ message: z.string(), application: ZTopicApplication, applications: z.number().int() }) },
    errors: [404, 409, 429],
  }),
  applications: topics.get("applications.php", "user", "A topic's applications (an admin or its suggester)", {
    query: ZIdQuery,
    responses: { 200: ok({ applications: z.array(ZTopicApplication) }) },
    errors: [404],
  }),
};

export const topicOperations: ApiOperation[] = [...Object.values(topicsApi)];
