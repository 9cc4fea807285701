// Member roles, without zod: client code (lib/*/rules.ts) imports these rather than lib/schemas/users.
export const ROLES = ["user", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];
export const isAdminRole = (role: string | null | undefined): boolean => role === "admin" || role === "superadmin";
