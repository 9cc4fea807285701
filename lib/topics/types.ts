// Topic suggestions' JSON as the browser receives it; client-safe.
import { crudApi } from "@/lib/lists/crud";
import type { TopicStatus } from "./rules";

export type TopicJson = {
  id: number;
  title: string;
  author: string;
  requirements: string;
  /** YYYY-MM-DD */
  deadline: string;
  status: TopicStatus;
  applications: number;
  applied: boolean;
  closed: boolean;
  user_id: string;
  created_at: string;
  can_manage: boolean;
};

export type TopicApplicationJson = { id: number; topic_id: number; user_id: string; name: string; email: string; motivation: string; created_at: string };

export type TopicPage = { topics: TopicJson[]; total: number; page: number; limit: number };

export const TOPICS_API = "/backend/api/topics";
export const TOPICS_ENDPOINT = `${TOPICS_API}/read.php`;
export const TOPICS_CRUD = crudApi(TOPICS_API, { moderated: true });
export const APPLICATIONS_ENDPOINT = `${TOPICS_API}/applications.php`;
