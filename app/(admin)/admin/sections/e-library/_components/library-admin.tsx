"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTable, tableTexts, type Column } from "@/components/admin/data-table";
import { editAndDelete, type RowAction } from "@/components/admin/row-actions";
import { useFormDialog } from "@/components/admin/use-form-dialog";
import { ArticleImage } from "@/components/posts/article-image";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { type BookJson, BOOKS_ENDPOINT, LIBRARY_API } from "@/lib/learning/types";
import { BookFormDialog } from "./book-form-dialog";

const PAGE_SIZE = 10;
type Page = { books: BookJson[]; total: number };

export function LibraryAdmin() {
  const t = useTranslations("AdminLibrary");
  const form = useFormDialog<BookJson>();
  const list = usePagedList<Page>({ endpoint: BOOKS_ENDPOINT, pageSize: PAGE_SIZE, loadError: { title: t("errorTitle"), fallback: t("fetchFailed") } });
  const { data } = list;
  const remove = useApiMutation({
    request: (b: BookJson) => apiJson(`${LIBRARY_API}/delete.php`, { method: "DELETE", body: { id: b.id } }),
    invalidate: [BOOKS_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.books.length ?? 0),
  });

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
    ...editAndDelete({
      editLabel: t("edit"),
      deleteLabel: t("delete"),
      editVariant: "secondary",
      confirm: { title: t("deleteTitle"), description: t("deleteConfirm") },
      onEdit: () => form.edit(b),
      onDelete: () => remove.mutate(b),
    }),
  ];

  return (
    <div className="grid gap-4">
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={data?.books ?? []}
        error={list.errorText && t("loadError", { message: list.errorText })}
        toolbar={<AddButton label={t("add")} onClick={() => form.edit(null)} />}
        {...tableTexts(t, list.data?.total)}
      />
      <BookFormDialog key={form.key} {...form.dialogProps} book={form.row} />
    </div>
  );
}
