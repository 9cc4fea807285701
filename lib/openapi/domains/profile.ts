import { z } from "zod";
import { ROLES } from "@/lib/auth/role-names";
import { apiFolder, named, ok, okMessage, zInstant, zUpload, type ApiOperation } from "@/lib/openapi/registry";
import { CALENDARS, DIGIT_STYLES } from "@/lib/i18n/dates";
import { THEMES, ZDeleteAccountInput, ZPasswordChangeInput, ZPreferencesInput, ZProfileUpdateInput } from "@/lib/schemas/profile";

const PROFILE = "/backend/api/profile";

export const ZPreferences = named(
  "Preferences",
  z.object({
    theme: z.enum(THEMES),
    notifications: z.boolean(),
    email_notifications: z.boolean(),
    calendar: z.enum(CALENDARS),
    digits: z.enum(DIGIT_STYLES),
    weekly_digest: z.boolean(),
    list_researcher_page: z.boolean(),
  }),
);

export const ZProfile = named(
  "Profile",
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    bio: z.string(),
    location: z.string(),
    image: z.string().nullable(),
    role: z.enum(ROLES),
    join_date: zInstant(),
    email_verified: z.boolean(),
    distinguished: z.boolean(),
    handle: z.string(),
    affiliation: z.string(),
    orcid: z.string(),
    interests: z.array(z.string()),
    preferences: ZPreferences,
  }),
);

const profile = apiFolder(PROFILE);

export const profileApi = {
  read: profile.get("read.php", "user", "The member's own profile and preferences", { responses: { 200: ok({ profile: ZProfile }) } }),
  update: profile.put(
    "update.php",
    "user",
    "Edit the profile; a new e-mail address needs the current password (409 if taken). 409 also for a handle that is reserved (HANDLE_RESERVED), another member's or given up by another member in the last 30 days (HANDLE_TAKEN), and for an ORCID iD another member has (ORCID_TAKEN); a handle changes at most 3 times in 30 days (429 HANDLE_CHANGE_LIMITED)",
    {
      body: ZProfileUpdateInput,
      responses: { 200: ok({ profile: ZProfile }) },
      errors: [409, 429],
    },
  ),
  avatar: profile.post("avatar.php", "user", "Set the profile picture (any image by content, ≤ 5 MB)", {
    form: z.object({ image: zUpload() }),
    responses: { 200: ok({ image: z.string() }) },
  }),
  password: profile.put("password.php", "user", "Change the password; ends the member's other sessions", {
    body: ZPasswordChangeInput,
    responses: { 200: okMessage() },
    errors: [429],
  }),
  preferences: profile.put("preferences.php", "user", "Theme and notification preferences", {
    body: ZPreferencesInput,
    responses: { 200: ok({ preferences: ZPreferences }) },
  }),
  delete: profile.delete("delete.php", "user", "Delete (anonymize) one's own account; ends every session; the last superadmin cannot", {
    body: ZDeleteAccountInput,
    responses: { 200: okMessage() },
    errors: [429],
  }),
};

export const profileOperations: ApiOperation[] = [...Object.values(profileApi)];
