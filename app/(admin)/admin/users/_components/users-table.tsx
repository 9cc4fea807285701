"use client";

import { ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { DataTable, type Column } from "@/components/admin/data-table";
import { usePagedList } from "@/components/admin/use-paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/client/api";
import { deleteUserDenial, setRoleDenial } from "@/lib/roles";
import type { Role } from "@/lib/schemas/users";
import type { AdminUserRow, AdminUsersPage } from "@/lib/users/types";

const PAGE_SIZE = 20;
const ROLE_BADGE = { user: "secondary", admin: "default", superadmin: "warning" } as const;

export function UsersTable({ actor }: { actor: { id: string; role: Role } }) {
  const t = useTranslations("AdminUsers");
  const tc = useTranslations("Common");
  const describe = useCallback((e: unknown) => (e as Error).message || t("fetchFailed"), [t]);
  const onLoadError = useCallback((e: unknown) => toast({ title: t("errorTitle"), description: describe(e), variant: "destructive" }), [t, describe]);
  const list = usePagedList<AdminUsersPage>({ endpoint: "/api.php?action=get_users", pageSize: PAGE_SIZE, onError: onLoadError });
  const error = list.failure ? t("loadError", { message: describe(list.failure) }) : null;

  async function mutate(call: () => Promise<unknown>, success: { title: string; description: string }, fallback: string) {
    try {
      await call();
      toast(success);
      await list.reload();
    } catch (e) {
      toast({ title: t("errorTitle"), description: (e as Error).message || fallback, variant: "destructive" });
    }
  }

  const roleName = (role: Role) => t(`roles.${role}`);
  const columns: Column<AdminUserRow>[] = [
    { key: "email", header: t("email"), cell: (u) => <bdi dir="ltr" className="font-medium">{u.email}</bdi> },
    { key: "name", header: t("name"), cell: (u) => <span dir="auto">{u.name}{u.id === actor.id && <span className="ms-1 text-xs text-muted-foreground">({t("you")})</span>}</span> },
    { key: "role", header: t("role"), cell: (u) => <Badge variant={ROLE_BADGE[u.role]}>{roleName(u.role)}</Badge> },
    {
      key: "actions",
      header: t("actions"),
      cell: (u) => {
        const next = u.role === "admin" ? "user" : "admin";
        const roleDenied = setRoleDenial(actor, u, next);
        return (
          <div className="flex flex-wrap gap-2">
            {u.role !== "superadmin" && (
              <Button size="sm" variant="outline" disabled={!!roleDenied} title={roleDenied === "NEEDS_SUPERADMIN" ? t("superadminOnly") : undefined}
                onClick={() => mutate(() => apiJson("/api.php?action=update_user", { method: "PUT", body: { id: u.id, role: next } }),
                  { title: t("roleUpdated"), description: t("roleUpdatedBody", { email: u.email, role: roleName(next) }) }, t("updateFailed"))}>
                {next === "admin" ? <ShieldCheck /> : <ShieldOff />} {next === "admin" ? t("makeAdmin") : t("makeUser")}
              </Button>
            )}
            {!deleteUserDenial(actor, u) && (
              <ConfirmDialog
                trigger={<Button size="sm" variant="destructive"><Trash2 /> {t("delete")}</Button>}
                title={t("deleteTitle")}
                description={t("deleteConfirm", { email: u.email })}
                confirmLabel={t("delete")}
                cancelLabel={tc("cancel")}
                onConfirm={() => mutate(() => apiJson("/api.php?action=delete_user", { method: "DELETE", body: { id: u.id } }),
                  { title: t("deleted"), description: t("deletedBody", { email: u.email }) }, t("deleteFailed"))}
              />
            )}
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      {...list.tableProps}
      columns={columns}
      rows={list.data?.users ?? []}
      rowKey={(u) => u.id}
      error={error}
      loadingText={t("loading")}
      emptyText={t("empty")}
      searchPlaceholder={t("searchPlaceholder")}
      summary={list.data ? t("total", { count: list.data.total }) : undefined}
    />
  );
}
