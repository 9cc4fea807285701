import { z } from "zod";
import { ROLES } from "@/lib/auth/role-names";
import { apiFolder, named, ok, pageFields, type ApiOperation } from "@/lib/openapi/registry";
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

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

// the legacy dispatcher, /api.php?action=…: one entry per action; the actions that share a method are one operation
const dispatcher = apiFolder("", tag);

export const dispatcherApi = {
  getUsers: dispatcher.get("api.php", "admin", "Every member (or a page of them)", {
    action: "get_users",
    query: ZUserListQuery,
    responses: { 200: ok({ users: z.array(ZAdminUser), ...pageFields }) },
  }),
  deleteUser: dispatcher.delete("api.php", "admin", "Remove (anonymize) a member; nobody deletes themselves or a superadmin here", {
    action: "delete_user",
    body: ZDeleteUserInput,
    responses: { 200: ok({ message: z.string() }) },
    errors: [404],
  }),
  purgeUser: dispatcher.delete("api.php", "admin", "Purge a spam account and everything it wrote", {
    action: "purge_user",
    body: ZDeleteUserInput,
    responses: { 200: ok({ message: z.string(), removed: counts }) },
    errors: [404],
  }),
  updateUser: dispatcher.put("api.php", "admin", "Change a member's role (user ↔ admin; only a superadmin grants or removes admin)", {
    action: "update_user",
    body: ZUpdateUserRoleInput,
    responses: { 200: ok({ message: z.string(), user: ZAdminUser }) },
    errors: [404],
  }),
};
const actions: ApiOperation[] = Object.values(dispatcherApi);

export const userOperations: ApiOperation[] = [
  ...actions,
  // a method no action takes still answers JSON: 400 for an unknown action, 405 for a known one
  ...METHODS.filter((method) => !actions.some((op) => op.method === method)).map((method): ApiOperation => ({
    method,
    path: "/api.php",
    tag,
    summary: "The legacy dispatcher without a known action (400), or with a method the action does not take (405)",
    auth: "public",
    responses: {},
    errors: [400, 405],
  })),
];
