// Client-safe JSON of the profile endpoints and the "my items" tab.
import type { Theme } from "@/lib/schemas/profile";
import type { DatePreferences } from "@/lib/i18n/dates";

/** What a deleted account's name and the authorship of its content become. */
export const DELETED_MEMBER_NAME = "عضو محذوف";

export type Preferences = {
  theme: Theme;
  notifications: boolean;
  email_notifications: boolean;
  weekly_digest: boolean;
  list_researcher_page: boolean;
} & DatePreferences;

export type ProfileJson = {
  id: string;
  name: string;
  email: string;
  phone: string;
  bio: string;
  location: string;
  image: string | null;
  role: string;
  /** ISO 8601 */
  join_date: string;
  /** whether the current e-mail address was verified through its mailed link */
  email_verified: boolean;
  distinguished: boolean;
  /** the researcher page's address (/researchers/{handle}) and fields */
  handle: string;
  affiliation: string;
  orcid: string;
  interests: string[];
  preferences: Preferences;
};

export type MyItems = {
  saved: { id: number; title: string; saved_at: string }[];
  opportunities: { id: number; title: string; status: string; created_at: string }[];
  projects: { id: number; title: string; status: string; created_at: string }[];
  requests: { id: number; kind: "opportunity" | "project"; title: string; status: string; created_at: string }[];
  questions: { id: number; title: string; status: string; created_at: string }[];
};

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const PROFILE_API = "/backend/api/profile";
