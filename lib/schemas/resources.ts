import { z } from "zod";
import { isWebLink, RESOURCE_STATUSES, RESOURCE_TYPES } from "@/lib/learning/rules";
import { zFlag, ZId, zOptionalLongText, zOptionalText, ZPageQuery } from "@/lib/schemas/common";

// Lectures and workshops. A link must be http(s): never `javascript:` or `data:`.

const link = z
  .union([z.string(), z.null()], "invalid")
  .transform((v) => (v ?? "").trim())
  .pipe(z.string().max(2000, "tooLong"))
  .refine((v) => v === "" || isWebLink(v), "linkInvalid")
  .transform((v) => v || null);

/** Required text with its own message key (`Validation.<key>`). */
const need = (key: string, max: number) => z.string(key).trim().min(1, key).max(max, "tooLong");

export const ZResourceInput = z.object({
  title: need("titleRequired", 300),
  description: zOptionalLongText(5000),
  type: z.enum(RESOURCE_TYPES, "typeRequired"),
  author: zOptionalText(200),
  download_url: link.optional().transform((v) => v ?? null),
  status: z.enum(RESOURCE_STATUSES, "invalid").optional(),
});
export type TResourceInput = z.infer<typeof ZResourceInput>;

export const ZResourceUpdate = z.object({
  id: ZId,
  title: need("titleRequired", 300).optional(),
  description: zOptionalLongText(5000).optional(),
  type: z.enum(RESOURCE_TYPES, "invalid").optional(),
  author: need("authorRequired", 200).optional(),
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

/** The public add-resource modal: title, description and link, with one message for all. */
export const ZMemberResourceForm = z.object({
  title: z.string("articleRequired").trim().min(1, "articleRequired").max(300, "tooLong"),
  description: z.string("articleRequired").trim().min(1, "articleRequired").max(5000, "tooLong"),
  type: z.enum(RESOURCE_TYPES, "typeRequired"),
  download_url: z.string("articleRequired").trim().min(1, "articleRequired").max(2000, "tooLong").refine(isWebLink, "linkInvalid"),
});
export type TMemberResourceForm = z.infer<typeof ZMemberResourceForm>;

/** The admin's 'Add New Resource' modal: the author is required there. */
export const ZAdminResourceForm = ZResourceInput.extend({ author: need("authorRequired", 200), status: z.enum(RESOURCE_STATUSES, "invalid") });
export type TAdminResourceForm = z.infer<typeof ZAdminResourceForm>;
