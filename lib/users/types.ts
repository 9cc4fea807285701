import type { z } from "zod";
import type { ZAdminUser } from "@/lib/openapi/domains/users";

/** A row of the admin users table (legacy field names). */
export type AdminUserRow = z.output<typeof ZAdminUser>;

/** The admin users screen's actions on the legacy `/api.php`. */
export const USERS_API = {
  list: "/api.php?action=get_users",
  update: "/api.php?action=update_user",
  remove: "/api.php?action=delete_user",
  purge: "/api.php?action=purge_user",
} as const;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const AUTH_API = "/backend/api/auth";
