"use client";

import { ExternalLink } from "lucide-react";
import { DateCell, TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import { CategoryTag } from "@/components/posts/category-tag";
import { resolveCategory } from "@/lib/posts/category";
import { resolveImage } from "@/lib/posts/image";
import { POSTS_CRUD } from "@/lib/posts/types";
import { lazyDialog } from "@/components/forms/lazy-dialog";

const PostFormDialog = lazyDialog(() => import("./post-form-dialog").then((m) => m.PostFormDialog));

export function ArticlesAdmin() {
  const table = useAdminTable({
    api: POSTS_CRUD,
    ns: "AdminArticles",
    rowsKey: "posts",
    form: PostFormDialog,
    columns: (t) => [
      { key: "title", cell: (p) => <TitleCell title={p.title} src={resolveImage(p)} /> },
      { key: "author", cell: (p) => <bdi className="whitespace-nowrap">{p.author}</bdi> },
      { key: "category", cell: (p) => <CategoryTag category={resolveCategory(p)} /> },
      { key: "date", cell: (p) => <DateCell value={p.created_at} style="long" /> },
      { key: "stats", cell: (p) => <span className="whitespace-nowrap text-muted-foreground">{t("stats", { views: p.views, likes: p.likes })}</span> },
    ],
    actions: (p, t) => [{ label: t("view"), icon: ExternalLink, href: `/article/${p.id}`, external: true, ariaLabel: t("viewLabel", { title: p.title }) }],
  });
  return <AdminTable table={table} />;
}
