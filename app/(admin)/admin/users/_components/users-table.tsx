"use client";

import { ShieldCheck, ShieldOff, Trash2, UserX } from "lucide-react";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import type { RowAction } from "@/components/admin/row-actions";
import { Badge } from "@/components/ui/badge";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { deleteUserDenial, setRoleDenial } from "@/lib/auth/roles";
import type { Role } from "@/lib/auth/role-names";
import { USERS_API, type AdminUserRow as UserRow } from "@/lib/users/types";

const ROLE_BADGE = { user: "secondary", admin: "default", superadmin: "warning" } as const;

// /admin/users: members found by name or e-mail, an admin's rights given or taken, an account
// deleted (what it wrote stays, anonymous) or purged with everything it wrote
export function UsersTable({ actor }: { actor: { id: string; role: Role } }) {
  const table = useAdminTable({
    api: USERS_API,
    ns: "AdminUsers",
    rowsKey: "users",
    editable: false,
    pageSize: 20,
    columns: (t) => [
      {
        key: "email",
        header: t("email"),
        cell: (u: UserRow) => (
          <bdi dir="ltr" className="font-medium">
            {u.email}
          </bdi>
        ),
      },
      {
        key: "name",
        header: t("name"),
        cell: (u: UserRow) => (
          <span dir="auto">
            {u.name}
            {u.id === actor.id && <span className="ms-1 text-xs text-muted-foreground">({t("you")})</span>}
          </span>
        ),
      },
      { key: "role", header: t("role"), cell: (u: UserRow) => <Badge variant={ROLE_BADGE[u.role]}>{t(`roles.${u.role}`)}</Badge> },
    ],
    actions: (u: UserRow, t) => {
      const next = u.role === "admin" ? "user" : "admin";
      const roleDenied = setRoleDenial(actor, u, next);
      const role: RowAction = {
        label: t(next === "admin" ? "makeAdmin" : "makeUser"),
        icon: next === "admin" ? ShieldCheck : ShieldOff,
        disabled: !!roleDenied || setRole.isPending,
        title: roleDenied === "NEEDS_SUPERADMIN" ? t("superadminOnly") : undefined,
        onClick: () => setRole.mutate({ ...u, next }),
      };
      const removals: RowAction[] = (["delete", "purge"] as const).map((kind) => ({
        label: t(kind),
        icon: kind === "delete" ? Trash2 : UserX,
        variant: "destructive",
        confirm: { title: t(`${kind}Title`), description: t(`${kind}Confirm`, { email: u.email }) },
        onClick: () => remove[kind].mutate(u),
      }));
      return [...(u.role !== "superadmin" ? [role] : []), ...(deleteUserDenial(actor, u) ? [] : removals)];
    },
  });
  const { t, rows, list } = table;

  const setRole = useApiMutation({
    request: (u: UserRow & { next: Role }) => apiJson(USERS_API.update, { method: "PUT", body: { id: u.id, role: u.next } }),
    invalidate: [USERS_API.list],
    success: (_, u) => ({ title: t("roleUpdated"), description: t("roleUpdatedBody", { email: u.email, role: t(`roles.${u.next}`) }) }),
    failure: { title: t("errorTitle"), fallback: t("updateFailed") },
  });
  // deleted (the account anonymised, what it wrote kept) or purged (a spam account and everything it wrote)
  const removal = (kind: "delete" | "purge", done: "deleted" | "purged") => ({
    request: (u: UserRow) => apiJson(USERS_API[kind === "delete" ? "remove" : "purge"], { method: "DELETE", body: { id: u.id } }),
    invalidate: [USERS_API.list],
    success: (_: unknown, u: UserRow) => ({ title: t(done), description: t(`${done}Body`, { email: u.email }) }),
    failure: { title: t("errorTitle"), fallback: t(`${kind}Failed`) },
    onSuccess: () => list.afterRemove(rows.length),
  });
  const remove = { delete: useApiMutation(removal("delete", "deleted")), purge: useApiMutation(removal("purge", "purged")) };

  return <AdminTable table={table} />;
}
