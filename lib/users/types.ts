import type { Role } from "@/lib/schemas/users";

/** A row of the admin users table (legacy field names). */
export type AdminUserRow = { id: string; email: string; name: string; role: Role };
/** One page of the admin users list. */
export type AdminUsersPage = { users: AdminUserRow[]; total: number; page: number; limit: number };

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const AUTH_API = "/backend/api/auth";
