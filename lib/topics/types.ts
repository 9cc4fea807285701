// Topic suggestions' JSON as the browser receives it; client-safe.
import type { z } from "zod";
import type { ZTopic, ZTopicApplication } from "@/lib/openapi/domains/topics";
import { crudApi } from "@/lib/lists/crud";

export type TopicJson = z.output<typeof ZTopic>;

export type TopicApplicationJson = z.output<typeof ZTopicApplication>;

export type TopicPage = { topics: TopicJson[]; total: number; page: number; limit: number };

export const TOPICS_API = "/backend/api/topics";
export const TOPICS_ENDPOINT = `${TOPICS_API}/read.php`;
export const TOPICS_CRUD = crudApi(TOPICS_API, { moderated: true });
export const APPLICATIONS_ENDPOINT = `${TOPICS_API}/applications.php`;
