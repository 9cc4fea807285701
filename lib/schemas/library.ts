import { z } from "zod";
import { ZId, ZPageQuery, zOptionalText, zText } from "@/lib/schemas/common";
import { LEARNING_NAME_MAX } from "@/lib/schemas/limits";

// The e-library. Each required field has its own message, so the admin form marks the one missing.

export const ZBookInput = z.object({
  title: zText(300, "titleRequired"),
  type: zText(100, "typeRequired"),
  author: zText(200, "authorRequired"),
  subject: zText(200, "subjectRequired"),
  year: zText(20, "yearRequired"),
  category: zOptionalText(100),
  /** the category's English name: given, it becomes (or replaces) the one the site knows; empty leaves it */
  category_en: zOptionalText(LEARNING_NAME_MAX),
});
export type TBookInput = z.infer<typeof ZBookInput>;

export const ZBookUpdate = z.object({
  id: ZId,
  title: zText(300, "titleRequired").optional(),
  type: zText(100, "typeRequired").optional(),
  author: zText(200, "authorRequired").optional(),
  subject: zText(200, "subjectRequired").optional(),
  year: zText(20, "yearRequired").optional(),
  category: zOptionalText(100).optional(),
  category_en: zOptionalText(LEARNING_NAME_MAX).optional(),
});
export type TBookUpdate = z.infer<typeof ZBookUpdate>;

export const ZBookListQuery = ZPageQuery.extend({ category: z.string().trim().max(100, "tooLong").optional() });
export type TBookListQuery = z.infer<typeof ZBookListQuery>;
