import { z } from "zod";
import { zEmail, zLongText, zText } from "@/lib/schemas/common";

// Contact info and the contact form. Issue messages are `Validation` keys.
export const CONTACT_STATUSES = ["Unread", "Read"] as const;

export const ZContactInfoInput = z.object({
  address: zText(300),
  email: zEmail(),
  phone: zText(40),
});
export type TContactInfoInput = z.infer<typeof ZContactInfoInput>;

export const ZContactMessageInput = z.object({
  name: zText(120),
  email: zEmail(),
  subject: zText(200),
  message: zLongText(5000),
});
export type TContactMessageInput = z.infer<typeof ZContactMessageInput>;

export const ZContactMessagesQuery = z.object({
  status: z.enum(CONTACT_STATUSES, "statusInvalid").optional(),
});
export type TContactMessagesQuery = z.infer<typeof ZContactMessagesQuery>;
