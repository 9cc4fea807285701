import { z } from "zod";
import { ZId, ZPageQuery, zOptionalText } from "@/lib/schemas/common";

// The e-library. Each required field has the admin form's own message.

/** Required text with its own message key (`Validation.<key>`). */
const need = (key: string, max: number) => z.string(key).trim().min(1, key).max(max, "tooLong");

export const ZBookInput = z.object({
  title: need("titleRequired", 300),
  type: need("typeRequired", 100),
  author: need("authorRequired", 200),
  subject: need("subjectRequired", 200),
  year: need("yearRequired", 20),
  category: zOptionalText(100),
});
export type TBookInput = z.infer<typeof ZBookInput>;

export const ZBookUpdate = z.object({
  id: ZId,
  title: need("titleRequired", 300).optional(),
  type: need("typeRequired", 100).optional(),
  author: need("authorRequired", 200).optional(),
  subject: need("subjectRequired", 200).optional(),
  year: need("yearRequired", 20).optional(),
  category: zOptionalText(100).optional(),
});
export type TBookUpdate = z.infer<typeof ZBookUpdate>;

export const ZBookListQuery = ZPageQuery.extend({ category: z.string().trim().max(100, "tooLong").optional() });
export type TBookListQuery = z.infer<typeof ZBookListQuery>;
