"use client";

import { Download } from "lucide-react";
import { TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { LIBRARY_CRUD } from "@/lib/learning/types";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

const BookForm = lazyDialog(() => import("./book-form").then((m) => m.BookForm));

// /admin/sections/e-library: the books, each with its document and an optional cover
export function LibraryAdmin() {
  const format = useDateFormatter();
  const table = useAdminTable({
    api: LIBRARY_CRUD,
    ns: "AdminLibrary",
    rowsKey: "books",
    form: BookForm,
    actions: (b, t) => [{ label: t("download"), icon: Download, href: b.download_url }],
    columns: () => [
      { key: "title", cell: (b) => <TitleCell title={b.title} src={b.image_url ?? "/images/article-default.svg"} aspect="cover" /> },
      { key: "type", cell: (b) => <span dir="auto">{b.type}</span> },
      { key: "author", cell: (b) => <bdi className="whitespace-nowrap">{b.author}</bdi> },
      { key: "subject", cell: (b) => <span dir="auto">{b.subject}</span> },
      { key: "year", cell: (b) => <bdi>{b.year}</bdi> },
      { key: "downloads", cell: (b) => <bdi>{format.number(b.downloads)}</bdi> },
    ],
  });
  return <AdminTable table={table} />;
}
