// Client-safe JSON of the profile endpoints and the "my items" tab.
import type { z } from "zod";
import type { ZPreferences, ZProfile } from "@/lib/openapi/domains/profile";

/** What a deleted account's name and the authorship of its content become. */
export const DELETED_MEMBER_NAME = "عضو محذوف";

export type Preferences = z.output<typeof ZPreferences>;

export type ProfileJson = z.output<typeof ZProfile>;

export type MyItems = {
  saved: { id: number; title: string; saved_at: string }[];
  opportunities: { id: number; title: string; status: string; created_at: string }[];
  projects: { id: number; title: string; status: string; created_at: string }[];
  requests: { id: number; kind: "opportunity" | "project"; title: string; status: string; created_at: string }[];
  questions: { id: number; title: string; status: string; created_at: string }[];
};

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const PROFILE_API = "/backend/api/profile";
