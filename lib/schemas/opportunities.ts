import { z } from "zod";
import {
  cleanLine,
  toAsciiDigits,
  ZId as CommonZId,
  zEmail,
  zFlag,
  zQueryInt,
  zStatusInput,
  zLine,
  zLongText,
  zMultiline,
  zOptionalLongText,
  zOptionalText,
  zText,
} from "@/lib/schemas/common";
import { DEFAULT_FIELD, DEFAULT_TYPE, MAX_TAG_LENGTH, MAX_TAGS, OPPORTUNITY_STATUSES, parseTags } from "@/lib/partnership/rules";

// Opportunities, research projects and their (join / collaboration) requests. Issue messages are
// keys of the `Validation` namespace: the forms translate them, the legacy API answers in English.

// single-line fields (titles, names, e-mails) and multi-line ones drop invisible controls (common.ts)
const email = zEmail();
const text = (max: number) => zText(max);
const longText = (max: number) => zLongText(max);
const optionalText = (max: number) => zOptionalText(max);
const optionalLongText = (max: number) => zOptionalLongText(max);
/** Legacy clients send numeric or string ids (any digit style). */
export const ZId = CommonZId;
/** An array or a JSON string (old clients send either), normalized: trimmed, empty dropped, no duplicates. */
const tags = z
  .union([z.array(z.unknown()), z.string(), z.null()], "invalid")
  .optional()
  .transform((v) =>
    parseTags(v)
      .map((t) => cleanLine(t).trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(MAX_TAG_LENGTH, "tagTooLong")).max(MAX_TAGS, "tooManyTags"));
const withDefault = (fallback: string) => optionalText(100).transform((v) => v || fallback);

export const ZOpportunityInput = z.object({
  title: text(200),
  description: longText(5000),
  field: withDefault(DEFAULT_FIELD),
  type: withDefault(DEFAULT_TYPE),
  contact_email: email,
  tags,
});
export type TOpportunityInput = z.infer<typeof ZOpportunityInput>;

export const ZUpdateOpportunityInput = ZOpportunityInput.extend({ id: ZId });
export type TUpdateOpportunityInput = z.infer<typeof ZUpdateOpportunityInput>;

export const ZStatusInput = zStatusInput(OPPORTUNITY_STATUSES);
export type TStatusInput = z.infer<typeof ZStatusInput>;

// a malformed page or limit here means the first page (the boards' old links), read as digits only
const page = zQueryInt(1, 100_000).catch(undefined);
const limit = zQueryInt(1, 100).catch(undefined);

export const ZOpportunityListQuery = z.object({
  admin: zFlag(),
  q: z.string().trim().max(200, "tooLong").optional(),
  field: z.string().trim().max(100, "tooLong").optional(),
  status: z.enum(OPPORTUNITY_STATUSES).optional().catch(undefined),
  mine: zFlag(),
  page,
  limit,
});
export type TOpportunityListQuery = z.infer<typeof ZOpportunityListQuery>;

// ── Requests (join an opportunity, collaborate on a research project): one shape ──────────────

const requestFields = {
  name: text(100),
  email,
  phone: optionalText(30).transform(toAsciiDigits),
  expertise: longText(500),
  academic_background: longText(1000),
  research_interests: optionalLongText(1000),
  message: optionalLongText(3000),
};

/** POST join.php: research interests are required (the owner judges a joiner by them); the message is optional. */
export const ZJoinInput = z
  .object({ opportunity_id: ZId, ...requestFields })
  .refine((v) => v.research_interests.length > 0, { path: ["research_interests"], message: "required" });
export type TJoinInput = z.infer<typeof ZJoinInput>;

/** A collaboration request: the message is required (it is the proposal), research interests optional. */
export const ZCollaborationInput = z
  .object({ project_id: ZId, ...requestFields })
  .refine((v) => v.message.length > 0, { path: ["message"], message: "required" });
export type TCollaborationInput = z.infer<typeof ZCollaborationInput>;

export const ZRespondInput = z.object({ id: ZId, status: z.enum(["accepted", "declined"], "statusInvalid") });
export type TRespondInput = z.infer<typeof ZRespondInput>;

export const ZRequestsQuery = z
  .object({ id: ZId.optional(), project_id: ZId.optional() })
  .refine((v) => (v.id === undefined) !== (v.project_id === undefined), { path: ["id"], message: "required" });

// ── Research projects ───────────────────────────────────────────────────────────────────────

export const PROJECT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PROJECT_FILE_EXTENSIONS = ["pdf", "doc", "docx", "ppt", "pptx"] as const;

export const ZResearchProjectInput = z
  .object({
    title: zLine().trim().max(200, "tooLong"),
    description: zMultiline().trim().max(5000, "tooLong"),
    institution: zLine().trim().max(200, "tooLong"),
    requiredExpertise: zMultiline().trim().max(500, "tooLong"),
    tags,
  })
  // one message for all of them: the share form is short, and one line names what is missing
  .superRefine((v, ctx) => {
    for (const key of ["title", "description", "institution", "requiredExpertise"] as const) {
      if (!v[key]) ctx.addIssue({ code: "custom", path: [key], message: "projectRequired" });
    }
    if (v.tags.length === 0) ctx.addIssue({ code: "custom", path: ["tags"], message: "projectRequired" });
  });
export type TResearchProjectInput = z.infer<typeof ZResearchProjectInput>;

/** A field an update may leave out; when sent, it may not be emptied (the same message as the form's). */
const keep = <T extends z.ZodType<string>>(field: T) => field.refine((v) => v.length > 0, "projectRequired").optional();

/** update.php: the id and any of the project's fields (JSON, or multipart beside a new `file`). */
export const ZResearchProjectUpdate = z.object({
  id: ZId,
  title: keep(zLine().trim().max(200, "tooLong")),
  description: keep(zMultiline().trim().max(5000, "tooLong")),
  institution: keep(zLine().trim().max(200, "tooLong")),
  requiredExpertise: keep(zMultiline().trim().max(500, "tooLong")),
  tags: tags.refine((v) => v.length > 0, "projectRequired").optional(),
});
export type TResearchProjectUpdate = z.infer<typeof ZResearchProjectUpdate>;

export const ZProjectListQuery = z.object({
  q: z.string().trim().max(200, "tooLong").optional(),
  tag: z.string().trim().max(MAX_TAG_LENGTH, "tooLong").optional(),
  page,
  limit,
});
export type TProjectListQuery = z.infer<typeof ZProjectListQuery>;
