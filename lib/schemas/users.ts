import { z } from "zod";
import { zDigits } from "@/lib/schemas/common";

import { ROLES, type Role, isAdminRole } from "@/lib/role-names";

export { ROLES, type Role, isAdminRole };

// legacy clients send numeric or string ids
const id = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, "required").max(64, "tooLong"));

export const ZUserListQuery = z.object({
  q: z.string().trim().max(200, "tooLong").optional(),
  page: zDigits(z.coerce.number().int().min(1).max(100_000).optional()),
  limit: zDigits(z.coerce.number().int().min(1).max(100).optional()),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZDeleteUserInput = z.object({ id });
export const ZUpdateUserRoleInput = z.object({ id, role: z.enum(["user", "admin"], "roleInvalid") });
export type TUpdateUserRoleInput = z.infer<typeof ZUpdateUserRoleInput>;
