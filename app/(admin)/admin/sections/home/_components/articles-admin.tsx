"use client";

import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { DataTable, type Column } from "@/components/admin/data-table";
import { usePagedList } from "@/components/admin/use-paged-list";
import { ArticleImage } from "@/components/posts/article-image";
import { CategoryTag } from "@/components/posts/category-tag";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiJson } from "@/lib/client/api";
import { resolveCategory } from "@/lib/posts/category";
import { formatArticleDate } from "@/lib/posts/format";
import { resolveImage } from "@/lib/posts/image";
import type { AdminPostRow } from "@/lib/posts/types";
import { PostFormDialog } from "./post-form-dialog";

const PAGE_SIZE = 10;
type PostsPage = { posts: AdminPostRow[]; total: number };

export function ArticlesAdmin() {
  const t = useTranslations("AdminArticles");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const [form, setForm] = useState<{ open: boolean; post: AdminPostRow | null; key: number }>({ open: false, post: null, key: 0 });

  const failText = useCallback((e: unknown, fallback: string) => (e instanceof ApiError && e.status === 0 ? t("networkError") : (e as Error).message || fallback), [t]);
  const onLoadError = useCallback((e: unknown) => {
    toast({ title: t("errorTitle"), description: failText(e, t("fetchFailed")), variant: "destructive" });
  }, [t, failText]);
  const list = usePagedList<PostsPage>({ endpoint: "/backend/api/posts/read.php", pageSize: PAGE_SIZE, onError: onLoadError });
  const { data, page, setPage } = list;
  const error = list.failure ? t("loadError", { message: failText(list.failure, t("fetchFailed")) }) : null;

  async function onDelete(post: AdminPostRow) {
    try {
      await apiJson(`/backend/api/posts/delete.php?id=${post.id}`, { method: "DELETE" });
      toast({ title: t("deleted") });
      const lastOnPage = data?.posts.length === 1 && page > 1;
      if (lastOnPage) setPage(page - 1);
      else await list.reload();
    } catch (e) {
      toast({ title: t("errorTitle"), description: failText(e, t("deleteFailed")), variant: "destructive" });
    }
  }

  const openForm = (post: AdminPostRow | null) => setForm((f) => ({ open: true, post, key: f.key + 1 }));

  const columns: Column<AdminPostRow>[] = [
    {
      key: "title",
      header: t("colTitle"),
      cell: (p) => (
        <div className="flex min-w-64 items-center gap-3">
          <div className="aspect-[16/9] w-20 shrink-0 overflow-hidden rounded-md bg-muted"><ArticleImage src={resolveImage(p)} alt="" /></div>
          <span className="line-clamp-2 font-medium" dir="auto">{p.title}</span>
        </div>
      ),
    },
    { key: "author", header: t("colAuthor"), cell: (p) => <bdi className="whitespace-nowrap">{p.author}</bdi> },
    { key: "category", header: t("colCategory"), cell: (p) => <CategoryTag category={resolveCategory(p)} /> },
    { key: "date", header: t("colDate"), cell: (p) => <time className="whitespace-nowrap" dateTime={p.created_at}>{formatArticleDate(p.created_at, locale)}</time> },
    { key: "stats", header: t("colStats"), cell: (p) => <span className="whitespace-nowrap text-muted-foreground">{t("stats", { views: p.views, likes: p.likes })}</span> },
    {
      key: "actions",
      header: tc("actions"),
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={`/article/${p.id}`} target="_blank" rel="noopener" aria-label={t("viewLabel", { title: p.title })}><ExternalLink /> {t("view")}</a>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => openForm(p)}><Pencil /> {t("edit")}</Button>
          <ConfirmDialog
            trigger={<Button size="sm" variant="destructive"><Trash2 /> {t("delete")}</Button>}
            title={t("deleteTitle")}
            description={t("deleteConfirm")}
            confirmLabel={t("delete")}
            cancelLabel={tc("cancel")}
            onConfirm={() => void onDelete(p)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => openForm(null)}><Plus /> {t("add")}</Button>
      </div>
      <DataTable
        {...list.tableProps}
        columns={columns}
        rows={data?.posts ?? []}
        rowKey={(p) => p.id}
        error={error}
        loadingText={t("loading")}
        emptyText={t("empty")}
        searchPlaceholder={t("searchPlaceholder")}
        summary={data ? t("total", { count: data.total }) : undefined}
      />
      <PostFormDialog
        key={form.key}
        open={form.open}
        post={form.post}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        onSaved={() => { setForm((f) => ({ ...f, open: false })); void list.reload(); }}
      />
    </div>
  );
}
