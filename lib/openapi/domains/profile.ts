import { z } from "zod";
import { ROLES } from "@/lib/auth/role-names";
import { named, ok, okMessage, zInstant, zUpload, type ApiOperation } from "@/lib/openapi/registry";
import { CALENDARS, DIGIT_STYLES } from "@/lib/i18n/dates";
import { THEMES, ZDeleteAccountInput, ZPasswordChangeInput, ZPreferencesInput, ZProfileUpdateInput } from "@/lib/schemas/profile";

const PROFILE = "/backend/api/profile";
const tag = "profile";

export const ZPreferences = named(
  "Preferences",
  z.object({
    theme: z.enum(THEMES),
    notifications: z.boolean(),
    email_notifications: z.boolean(),
    calendar: z.enum(CALENDARS),
    digits: z.enum(DIGIT_STYLES),
    weekly_digest: z.boolean(),
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

export const profileOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${PROFILE}/read.php`,
    tag,
    summary: "The member's own profile and preferences",
    auth: "user",
    responses: { 200: ok({ profile: ZProfile }) },
  },
  {
    method: "put",
    path: `${PROFILE}/update.php`,
    tag,
    summary: "Edit the profile; a new e-mail address needs the current password (409 if taken)",
    auth: "user",
    body: ZProfileUpdateInput,
    responses: { 200: ok({ profile: ZProfile }) },
    errors: [409, 429],
  },
  {
    method: "post",
    path: `${PROFILE}/avatar.php`,
    tag,
    summary: "Set the profile picture (any image by content, ≤ 5 MB)",
    auth: "user",
    form: z.object({ image: zUpload() }),
    responses: { 200: ok({ image: z.string() }) },
  },
  {
    method: "put",
    path: `${PROFILE}/password.php`,
    tag,
    summary: "Change the password; ends the member's other sessions",
    auth: "user",
    body: ZPasswordChangeInput,
    responses: { 200: okMessage() },
    errors: [429],
  },
  {
    method: "put",
    path: `${PROFILE}/preferences.php`,
    tag,
    summary: "Theme and notification preferences",
    auth: "user",
    body: ZPreferencesInput,
    responses: { 200: ok({ preferences: ZPreferences }) },
  },
  {
    method: "delete",
    path: `${PROFILE}/delete.php`,
    tag,
    summary: "Delete (anonymize) one's own account; ends every session; the last superadmin cannot",
    auth: "user",
    body: ZDeleteAccountInput,
    responses: { 200: okMessage() },
    errors: [429],
  },
];
