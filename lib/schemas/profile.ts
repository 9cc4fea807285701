import { z } from "zod";
import { zNewPassword } from "@/lib/schemas/auth";
import { cleanLine, zEmail, zOptionalLongText, zOptionalText } from "@/lib/schemas/common";
import { zPersonName } from "@/lib/schemas/names";
import { zOrcid } from "@/lib/schemas/orcid";
import { CALENDARS, DIGIT_STYLES } from "@/lib/i18n/dates";
import { MAX_TAG_LENGTH, MAX_TAGS, parseTags } from "@/lib/partnership/rules";
import { HANDLE_PATTERN, normalizeHandle } from "@/lib/users/handles";

/** A handle as typed (`@Sara-K` → `sara-k`): lower-case ASCII letters, digits, '-' or '_', 3-30 long. */
export const zHandle = z.string("required").transform(normalizeHandle).pipe(z.string().regex(HANDLE_PATTERN, "handleInvalid"));

/** An ORCID iD or nothing: empty clears it, anything else must pass the checksum. */
export const zOptionalOrcid = z.union([z.string(), z.null()], "orcidInvalid").transform((v, ctx) => {
  const text = (v ?? "").trim();
  if (!text) return "";
  const parsed = zOrcid.safeParse(text);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: "custom", message: "orcidInvalid" });
  return z.NEVER;
});

/** A member's research interests: tags, from an array or a comma-separated text. */
export const zInterests = z
  .union([z.array(z.unknown()), z.string(), z.null()], "invalid")
  .transform((v) =>
    (typeof v === "string" && !v.trim().startsWith("[") ? v.split(/[,،]/) : parseTags(v)).map((t) => cleanLine(String(t)).trim()).filter(Boolean),
  )
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string().max(MAX_TAG_LENGTH, "tagTooLong")).max(MAX_TAGS, "tooManyTags"));

// Issue messages are keys of the `Validation` namespace (forms translate them; the API answers English).

/** PUT /backend/api/profile/update.php: a new e-mail needs the current password. */
export const ZProfileUpdateInput = z.object({
  name: zPersonName(100),
  bio: zOptionalLongText(1000),
  location: zOptionalText(120),
  phone: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(
      z
        .string()
        .max(30, "tooLong")
        .regex(/^$|^[+\d\s()-]{6,30}$/, "phoneInvalid"),
    ),
  email: zEmail().optional(),
  current_password: z.string().max(256, "tooLong").optional(),
  // the researcher page's fields: absent ones stay as they are
  handle: zHandle.optional(),
  affiliation: zOptionalText(200).optional(),
  orcid: zOptionalOrcid.optional(),
  interests: zInterests.optional(),
});
export type TProfileUpdateInput = z.infer<typeof ZProfileUpdateInput>;

/** The personal-info form (the same rules; the password field shows only when the e-mail changes). */
export const ZProfileForm = z.object({
  name: zPersonName(100),
  email: zEmail(),
  bio: z.string().max(1000, "tooLong"),
  location: z.string().max(120, "tooLong"),
  phone: z
    .string()
    .trim()
    .max(30, "tooLong")
    .regex(/^$|^[+\d\s()-]{6,30}$/, "phoneInvalid"),
  current_password: z.string().max(256, "tooLong"),
  handle: zHandle,
  affiliation: z.string().max(200, "tooLong"),
  orcid: zOptionalOrcid,
  interests: z.array(z.string().max(MAX_TAG_LENGTH, "tagTooLong")).max(MAX_TAGS, "tooManyTags"),
});
export type TProfileForm = z.infer<typeof ZProfileForm>;

/** PUT /backend/api/profile/password.php (all three checked: the current password, the new one's strength, and that both new entries agree). */
export const ZPasswordChangeInput = z
  .object({
    current_password: z.string("required").min(1, "required").max(256, "tooLong"),
    new_password: zNewPassword(),
    confirm_password: z.string("required"),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ["confirm_password"], message: "passwordsMismatch" });
export type TPasswordChangeInput = z.infer<typeof ZPasswordChangeInput>;

export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];

/** PUT /backend/api/profile/preferences.php */
export const ZPreferencesInput = z.object({
  theme: z.enum(THEMES, "invalid"),
  notifications: z.boolean("invalid"),
  email_notifications: z.boolean("invalid"),
  // how dates are shown: absent leaves the stored choice as it is (older clients send only the three above)
  calendar: z.enum(CALENDARS, "invalid").optional(),
  digits: z.enum(DIGIT_STYLES, "invalid").optional(),
  // the weekly digest of what the member follows (opt-in); absent leaves it as it is
  weekly_digest: z.boolean("invalid").optional(),
  // whether search engines may find the researcher page before the member publishes (opt-in); absent leaves it as it is
  list_researcher_page: z.boolean("invalid").optional(),
});
export type TPreferencesInput = z.infer<typeof ZPreferencesInput>;

/** DELETE /backend/api/profile/delete.php */
export const ZDeleteAccountInput = z.object({ password: z.string("required").min(1, "required").max(256, "tooLong") });
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;
