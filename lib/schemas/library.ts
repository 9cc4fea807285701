import { z } from "zod";
import { ZId, ZPageQuery, zOptionalText, zText } from "@/lib/schemas/common";

// The e-library (DESIGN §2b). The admin form's messages (spec §5) are shown per field by the page.

export const ZBookInput = z.object({
  title: zText(300),
  type: zText(100),
  author: zText(200),
  subject: zText(200),
  year: zText(20),
  category: zOptionalText(100),
});
export type TBookInput = z.infer<typeof ZBookInput>;

export const ZBookUpdate = z.object({
  id: ZId,
  title: zText(300).optional(),
  type: zText(100).optional(),
  author: zText(200).optional(),
  subject: zText(200).optional(),
  year: zText(20).optional(),
  category: zOptionalText(100).optional(),
});
export type TBookUpdate = z.infer<typeof ZBookUpdate>;

export const ZBookListQuery = ZPageQuery.extend({ category: z.string().trim().max(100, "tooLong").optional() });
export type TBookListQuery = z.infer<typeof ZBookListQuery>;
