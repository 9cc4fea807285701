"use client";

import { Download, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable, type Column } from "@/components/admin/data-table";
import type { RowAction } from "@/components/admin/row-actions";
import { ArticleImage } from "@/components/posts/article-image";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { useApiMutation, useLoadErrorToast } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { BookJson } from "@/lib/learning/types";
import { BOOKS_ENDPOINT, BookFormDialog } from "./book-form-dialog";

const PAGE_SIZE = 10;
type Page = { books: BookJson[]; total: number };

export function LibraryAdmin() {
  const t = useTranslations("AdminLibrary");
  const describe = useErrorText();
  const [form, setForm] = useState<{ open: boolean; book: BookJson | null; key: number }>({ open: false, book: null, key: 0 });
  const list = usePagedList<Page>({ endpoint: BOOKS_ENDPOINT, pageSize: PAGE_SIZE, onError: useLoadErrorToast(t("errorTitle"), t("fetchFailed")) });
  const { data } = list;
  const error = list.failure ? t("loadError", { message: describe(list.failure, t("fetchFailed")) }) : null;
  const remove = useApiMutation({
    request: (b: BookJson) => apiJson("/backend/api/library/delete.php", { method: "DELETE", body: { id: b.id } }),
    invalidate: [BOOKS_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.books.length ?? 0),
  });
  const openForm = (book: BookJson | null) => setForm((f) => ({ open: true, book, key: f.key + 1 }));

  const columns: Column<BookJson>[] = [
    {
      key: "title",
      header: t("colTitle"),
      cell: (b) => (
        <div className="flex min-w-56 items-center gap-3">
          <div className="aspect-[5/7] w-10 shrink-0 overflow-hidden rounded bg-muted">
            <ArticleImage src={b.image_url ?? "/images/article-default.svg"} alt="" />
          </div>
          <span className="line-clamp-2 font-medium" dir="auto">
            {b.title}
          </span>
        </div>
      ),
    },
    { key: "type", header: t("colType"), cell: (b) => <span dir="auto">{b.type}</span> },
    { key: "author", header: t("colAuthor"), cell: (b) => <bdi className="whitespace-nowrap">{b.author}</bdi> },
    { key: "subject", header: t("colSubject"), cell: (b) => <span dir="auto">{b.subject}</span> },
    { key: "year", header: t("colYear"), cell: (b) => <bdi>{b.year}</bdi> },
    { key: "downloads", header: t("colDownloads"), cell: (b) => <bdi>{b.downloads}</bdi> },
  ];
  const actions = (b: BookJson): RowAction[] => [
    { key: "download", label: t("download"), icon: Download, href: b.download_url },
    { key: "edit", label: t("edit"), icon: Pencil, variant: "secondary", onClick: () => openForm(b) },
    {
      key: "delete",
      label: t("delete"),
      icon: Trash2,
      variant: "destructive",
      confirm: { title: t("deleteTitle"), description: t("deleteConfirm") },
      onClick: () => remove.mutate(b),
    },
  ];

  return (
    <div className="grid gap-4">
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={data?.books ?? []}
        rowKey={(b) => b.id}
        error={error}
        toolbar={
          <Button onClick={() => openForm(null)}>
            <Plus /> {t("add")}
          </Button>
        }
        loadingText={t("loading")}
        emptyText={t("empty")}
        searchPlaceholder={t("searchPlaceholder")}
        summary={data ? t("total", { count: data.total }) : undefined}
      />
      <BookFormDialog key={form.key} open={form.open} book={form.book} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} />
    </div>
  );
}
