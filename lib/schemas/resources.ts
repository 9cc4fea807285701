import { z } from "zod";
import { isWebLink, RESOURCE_STATUSES, RESOURCE_TYPES } from "@/lib/learning/rules";
import { zFlag, ZId, zOptionalLongText, zOptionalText, ZPageQuery, zLongText, zText } from "@/lib/schemas/common";

// Lectures and workshops. A link must be http(s): never `javascript:` or `data:`.

const link = z
  .union([z.string(), z.null()], "invalid")
  .transform((v) => (v ?? "").trim())
  .pipe(z.string().max(2000, "tooLong"))
  .refine((v) => v === "" || isWebLink(v), "linkInvalid")
  .transform((v) => v || null);

export const ZResourceInput = z.object({
  title: zText(300, "titleRequired"),
  description: zOptionalLongText(5000),
  type: z.enum(RESOURCE_TYPES, "typeRequired"),
  author: zOptionalText(200),
  download_url: link.optional().transform((v) => v ?? null),
  status: z.enum(RESOURCE_STATUSES, "invalid").optional(),
});
export type TResourceInput = z.infer<typeof ZResourceInput>;

export const ZResourceUpdate = z.object({
  id: ZId,
  title: zText(300, "titleRequired").optional(),
  description: zOptionalLongText(5000).optional(),
  type: z.enum(RESOURCE_TYPES, "invalid").optional(),
  author: zText(200, "authorRequired").optional(),
  download_url: link.optional(),
  status: z.enum(RESOURCE_STATUSES, "invalid").optional(),
});
export type TResourceUpdate = z.infer<typeof ZResourceUpdate>;

export const ZResourceListQuery = ZPageQuery.extend({
  type: z.enum(RESOURCE_TYPES, "invalid").optional(),
  status: z.enum(RESOURCE_STATUSES, "invalid").optional(),
  admin: zFlag(),
});
export type TResourceListQuery = z.infer<typeof ZResourceListQuery>;

/**
 * The public add-resource modal: title, description and link are all required, and a member who
 * leaves any out reads one message for all of them (the modal is short, one line suffices).
 */
export const ZMemberResourceForm = z.object({
  title: zText(300, "articleRequired"),
  description: zLongText(5000, "articleRequired"),
  type: z.enum(RESOURCE_TYPES, "typeRequired"),
  download_url: zText(2000, "articleRequired").refine(isWebLink, "linkInvalid"),
});
export type TMemberResourceForm = z.infer<typeof ZMemberResourceForm>;

/** The admin's 'Add New Resource' modal: the author is required there. */
export const ZAdminResourceForm = ZResourceInput.extend({ author: zText(200, "authorRequired"), status: z.enum(RESOURCE_STATUSES, "invalid") });
