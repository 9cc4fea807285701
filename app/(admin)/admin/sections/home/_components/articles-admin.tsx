"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTable, tableTexts, type Column } from "@/components/admin/data-table";
import { editAndDelete, type RowAction } from "@/components/admin/row-actions";
import { useFormDialog } from "@/components/admin/use-form-dialog";
import { ArticleImage } from "@/components/posts/article-image";
import { CategoryTag } from "@/components/posts/category-tag";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { resolveCategory } from "@/lib/posts/category";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { resolveImage } from "@/lib/posts/image";
import type { AdminPostRow } from "@/lib/posts/types";
import { POSTS_ENDPOINT, PostFormDialog } from "./post-form-dialog";
import { POSTS_API } from "@/lib/posts/types";

const PAGE_SIZE = 10;
type PostsPage = { posts: AdminPostRow[]; total: number };

export function ArticlesAdmin() {
  const t = useTranslations("AdminArticles");
  const formatDate = useDateFormatter();
  const form = useFormDialog<AdminPostRow>();
  const list = usePagedList<PostsPage>({ endpoint: POSTS_ENDPOINT, pageSize: PAGE_SIZE, loadError: { title: t("errorTitle"), fallback: t("fetchFailed") } });
  const { data } = list;
  const remove = useApiMutation({
    request: (post: AdminPostRow) => apiJson(`${POSTS_API}/delete.php?id=${post.id}`, { method: "DELETE" }),
    invalidate: [POSTS_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.posts.length ?? 0),
  });

  const columns: Column<AdminPostRow>[] = [
    {
      key: "title",
      header: t("colTitle"),
      cell: (p) => (
        <div className="flex min-w-64 items-center gap-3">
          <div className="aspect-[16/9] w-20 shrink-0 overflow-hidden rounded-md bg-muted">
            <ArticleImage src={resolveImage(p)} alt="" />
          </div>
          <span className="line-clamp-2 font-medium" dir="auto">
            {p.title}
          </span>
        </div>
      ),
    },
    { key: "author", header: t("colAuthor"), cell: (p) => <bdi className="whitespace-nowrap">{p.author}</bdi> },
    { key: "category", header: t("colCategory"), cell: (p) => <CategoryTag category={resolveCategory(p)} /> },
    {
      key: "date",
      header: t("colDate"),
      cell: (p) => (
        <time className="whitespace-nowrap" dateTime={p.created_at}>
          {formatDate.long(p.created_at)}
        </time>
      ),
    },
    {
      key: "stats",
      header: t("colStats"),
      cell: (p) => <span className="whitespace-nowrap text-muted-foreground">{t("stats", { views: p.views, likes: p.likes })}</span>,
    },
  ];
  const actions = (p: AdminPostRow): RowAction[] => [
    { key: "view", label: t("view"), icon: ExternalLink, href: `/article/${p.id}`, external: true, ariaLabel: t("viewLabel", { title: p.title }) },
    ...editAndDelete({
      editLabel: t("edit"),
      deleteLabel: t("delete"),
      editVariant: "secondary",
      confirm: { title: t("deleteTitle"), description: t("deleteConfirm") },
      onEdit: () => form.edit(p),
      onDelete: () => remove.mutate(p),
    }),
  ];

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <AddButton label={t("add")} onClick={() => form.edit(null)} />
      </div>
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={data?.posts ?? []}
        error={list.errorText && t("loadError", { message: list.errorText })}
        {...tableTexts(t, list.data?.total)}
      />
      <PostFormDialog key={form.key} {...form.dialogProps} post={form.row} />
    </div>
  );
}
