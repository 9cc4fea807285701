import { z } from "zod";
import { zQueryInt } from "@/lib/schemas/common";

// legacy clients send numeric or string ids
const id = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, "required").max(64, "tooLong"));

export const ZUserListQuery = z.object({
  q: z.string().trim().max(200, "tooLong").optional(),
  page: zQueryInt(1, 100_000),
  limit: zQueryInt(1, 100),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZDeleteUserInput = z.object({ id });
export const ZUpdateUserRoleInput = z.object({ id, role: z.enum(["user", "admin"], "roleInvalid") });
export type TUpdateUserRoleInput = z.infer<typeof ZUpdateUserRoleInput>;
