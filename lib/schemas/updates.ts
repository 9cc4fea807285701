import { z } from "zod";
import { ZId } from "@/lib/schemas/common";

// Latest updates. All five fields are required, else one message,
// 'Please fill in all fields' (the `updateRequired` key), not one per field.
const FIELDS = ["title", "summary", "author", "category", "date"] as const;
const text = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, "tooLong"));

/** A calendar date, YYYY-MM-DD (an ISO date-time is cut to its date). */
const day = text(40)
  .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10)))), "invalid")
  .transform((v) => v.slice(0, 10));

export const ZUpdateInput = z.object({ title: text(200), summary: text(2000), author: text(120), category: text(60), date: day }).superRefine((v, ctx) => {
  if (FIELDS.some((f) => v[f] === "")) ctx.addIssue({ code: "custom", message: "updateRequired", path: [] });
});
export type TUpdateInput = z.infer<typeof ZUpdateInput>;

export const ZUpdateEditInput = z
  .object({ id: ZId, title: text(200), summary: text(2000), author: text(120), category: text(60), date: day })
  .superRefine((v, ctx) => {
    if (FIELDS.some((f) => v[f] === "")) ctx.addIssue({ code: "custom", message: "updateRequired", path: [] });
  });
export type TUpdateEditInput = z.infer<typeof ZUpdateEditInput>;

export const ZUpdateIdInput = z.object({ id: ZId });

/** The manager's form: the same fields, each marked when empty, told once as 'Please fill in all fields'. */
const required = (max: number) => z.string().trim().min(1, "updateRequired").max(max, "tooLong");
export const ZUpdateFormInput = z.object({
  title: required(200),
  summary: required(2000),
  author: required(120),
  category: required(60),
  date: z
    .string()
    .trim()
    .min(1, "updateRequired")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "invalid"),
});
export type TUpdateFormInput = z.infer<typeof ZUpdateFormInput>;
