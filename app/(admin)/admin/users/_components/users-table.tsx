"use client";

import { ShieldCheck, ShieldOff, Trash2, UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTable, tableTexts, type Column } from "@/components/admin/data-table";
import type { RowAction } from "@/components/admin/row-actions";
import { Badge } from "@/components/ui/badge";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { deleteUserDenial, setRoleDenial } from "@/lib/auth/roles";
import type { Role } from "@/lib/schemas/users";
import type { AdminUserRow as UserRow, AdminUsersPage as UsersPage } from "@/lib/users/types";

const ENDPOINT = "/api.php?action=get_users";
const PAGE_SIZE = 20;
const ROLE_BADGE = { user: "secondary", admin: "default", superadmin: "warning" } as const;

export function UsersTable({ actor }: { actor: { id: string; role: Role } }) {
  const t = useTranslations("AdminUsers");
  const list = usePagedList<UsersPage>({ endpoint: ENDPOINT, pageSize: PAGE_SIZE, loadError: { title: t("errorTitle"), fallback: t("fetchFailed") } });
  const rows = list.data?.users ?? [];
  const roleName = (role: Role) => t(`roles.${role}`);

  const setRole = useApiMutation({
    request: (u: UserRow & { next: Role }) => apiJson("/api.php?action=update_user", { method: "PUT", body: { id: u.id, role: u.next } }),
    invalidate: [ENDPOINT],
    success: (_, u) => ({ title: t("roleUpdated"), description: t("roleUpdatedBody", { email: u.email, role: roleName(u.next) }) }),
    failure: { title: t("errorTitle"), fallback: t("updateFailed") },
  });
  const remove = useApiMutation({
    request: (u: UserRow) => apiJson("/api.php?action=delete_user", { method: "DELETE", body: { id: u.id } }),
    invalidate: [ENDPOINT],
    success: (_, u) => ({ title: t("deleted"), description: t("deletedBody", { email: u.email }) }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(rows.length),
  });

  // a spam account: the account and everything it wrote (a separate, confirmed action)
  const purge = useApiMutation({
    request: (u: UserRow) => apiJson("/api.php?action=purge_user", { method: "DELETE", body: { id: u.id } }),
    invalidate: [ENDPOINT],
    success: (_, u) => ({ title: t("purged"), description: t("purgedBody", { email: u.email }) }),
    failure: { title: t("errorTitle"), fallback: t("purgeFailed") },
    onSuccess: () => list.afterRemove(rows.length),
  });

  const columns: Column<UserRow>[] = [
    {
      key: "email",
      header: t("email"),
      cell: (u) => (
        <bdi dir="ltr" className="font-medium">
          {u.email}
        </bdi>
      ),
    },
    {
      key: "name",
      header: t("name"),
      cell: (u) => (
        <span dir="auto">
          {u.name}
          {u.id === actor.id && <span className="ms-1 text-xs text-muted-foreground">({t("you")})</span>}
        </span>
      ),
    },
    { key: "role", header: t("role"), cell: (u) => <Badge variant={ROLE_BADGE[u.role]}>{roleName(u.role)}</Badge> },
  ];

  const actions = (u: UserRow): RowAction[] => {
    const next = u.role === "admin" ? "user" : "admin";
    const roleDenied = setRoleDenial(actor, u, next);
    return [
      ...(u.role !== "superadmin"
        ? [
            {
              key: "role",
              label: next === "admin" ? t("makeAdmin") : t("makeUser"),
              icon: next === "admin" ? ShieldCheck : ShieldOff,
              disabled: !!roleDenied || setRole.isPending,
              title: roleDenied === "NEEDS_SUPERADMIN" ? t("superadminOnly") : undefined,
              onClick: () => setRole.mutate({ ...u, next }),
            } satisfies RowAction,
          ]
        : []),
      ...(!deleteUserDenial(actor, u)
        ? [
            {
              key: "delete",
              label: t("delete"),
              icon: Trash2,
              variant: "destructive",
              confirm: { title: t("deleteTitle"), description: t("deleteConfirm", { email: u.email }) },
              onClick: () => remove.mutate(u),
            } satisfies RowAction,
            {
              key: "purge",
              label: t("purge"),
              icon: UserX,
              variant: "destructive",
              confirm: { title: t("purgeTitle"), description: t("purgeConfirm", { email: u.email }) },
              onClick: () => purge.mutate(u),
            } satisfies RowAction,
          ]
        : []),
    ];
  };

  return (
    <DataTable
      {...list.tableProps}
      columns={columns}
      rowActions={actions}
      rows={rows}
      error={list.errorText && t("loadError", { message: list.errorText })}
      {...tableTexts(t, list.data?.total)}
    />
  );
}
