import { z } from "zod";
import { ROLES } from "@/lib/auth/role-names";
import { named, ok, pageFields, type ApiOperation } from "@/lib/openapi/registry";
import { ZDeleteUserInput, ZUpdateUserRoleInput, ZUserListQuery } from "@/lib/schemas/users";

const tag = "users";

export const ZAdminUser = named("AdminUser", z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) }));

const counts = z.object({
  posts: z.number().int(),
  questions: z.number().int(),
  answers: z.number().int(),
  opportunities: z.number().int(),
  projects: z.number().int(),
  topics: z.number().int(),
  resources: z.number().int(),
});

// the legacy dispatcher: one operation per action (the path carries it)
export const userOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api.php?action=get_users",
    tag,
    summary: "Every member (or a page of them)",
    auth: "admin",
    query: ZUserListQuery,
    responses: { 200: ok({ users: z.array(ZAdminUser), ...pageFields }) },
  },
  {
    method: "delete",
    path: "/api.php?action=delete_user",
    tag,
    summary: "Remove (anonymize) a member; nobody deletes themselves or a superadmin here",
    auth: "admin",
    body: ZDeleteUserInput,
    responses: { 200: ok({ message: z.string() }) },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api.php?action=purge_user",
    tag,
    summary: "Purge a spam account and everything it wrote",
    auth: "admin",
    body: ZDeleteUserInput,
    responses: { 200: ok({ message: z.string(), removed: counts }) },
    errors: [404],
  },
  {
    method: "put",
    path: "/api.php?action=update_user",
    tag,
    summary: "Change a member's role (user ↔ admin; only a superadmin grants or removes admin)",
    auth: "admin",
    body: ZUpdateUserRoleInput,
    responses: { 200: ok({ message: z.string(), user: ZAdminUser }) },
    errors: [404],
  },
];
