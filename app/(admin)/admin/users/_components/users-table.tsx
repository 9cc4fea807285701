"use client";

import { ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { DataTable, type Column } from "@/components/admin/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/client/api";
import { deleteUserDenial, setRoleDenial } from "@/lib/roles";
import type { Role } from "@/lib/schemas/users";

type UserRow = { id: string; email: string; name: string; role: Role };
type UsersPage = { users: UserRow[]; total: number; page: number; limit: number };

const PAGE_SIZE = 20;
const ROLE_BADGE = { user: "secondary", admin: "default", superadmin: "warning" } as const;

export function UsersTable({ actor }: { actor: { id: string; role: Role } }) {
  const t = useTranslations("AdminUsers");
  const tc = useTranslations("Common");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<UsersPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (q: string, p: number) => {
    setLoading(true);
    try {
      const params = new URLSearchParams({ action: "get_users", page: String(p), limit: String(PAGE_SIZE), ...(q ? { q } : {}) });
      setData(await apiJson<UsersPage>(`/api.php?${params}`));
      setError(null);
    } catch (e) {
      const message = (e as Error).message || t("fetchFailed");
      setError(t("loadError", { message }));
      toast({ title: t("errorTitle"), description: message, variant: "destructive" });
    } finally {
      setLoading(false);
    }
  }, [t]);

  // search waits for a pause in typing
  useEffect(() => {
    const timer = setTimeout(() => void load(query, page), query ? 250 : 0);
    return () => clearTimeout(timer);
  }, [query, page, load]);

  async function mutate(call: () => Promise<unknown>, success: { title: string; description: string }, fallback: string) {
    try {
      await call();
      toast(success);
      await load(query, page);
    } catch (e) {
      toast({ title: t("errorTitle"), description: (e as Error).message || fallback, variant: "destructive" });
    }
  }

  const roleName = (role: Role) => t(`roles.${role}`);
  const columns: Column<UserRow>[] = [
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

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <DataTable
      columns={columns}
      rows={data?.users ?? []}
      rowKey={(u) => u.id}
      loading={loading}
      error={error}
      loadingText={t("loading")}
      emptyText={t("empty")}
      search={query}
      onSearch={(q) => { setQuery(q); setPage(1); }}
      searchPlaceholder={t("searchPlaceholder")}
      page={page}
      pageCount={pageCount}
      onPage={setPage}
      summary={data ? t("total", { count: data.total }) : undefined}
    />
  );
}
