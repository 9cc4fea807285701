"use client";

import { ClipboardCheck } from "lucide-react";
import Link from "next/link";
import { DateCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import { ARTICLE_TONES } from "@/components/articles/status-badge";
import { ARTICLE_STATUSES } from "@/lib/articles/rules";
import { ARTICLES_CRUD, articleReviewHref, type ArticleJson } from "@/lib/articles/types";

/** The editors' queue: waiting articles oldest first (a status chip shows the others); a row opens its review page. */
export function SubmissionsAdmin() {
  const table = useAdminTable({
    api: ARTICLES_CRUD,
    ns: "AdminSubmissions",
    rowsKey: "articles",
    editable: false,
    params: { admin: "true", queue: "true", order: "oldest" },
    rowHref: (a: ArticleJson) => articleReviewHref(a.id),
    status: { values: ARTICLE_STATUSES, tones: ARTICLE_TONES },
    columns: (t) => [
      {
        key: "title",
        cell: (a: ArticleJson) => (
          <Link href={articleReviewHref(a.id)} className="line-clamp-2 min-w-48 font-medium hover:underline" dir="auto">
            {a.title_ar}
          </Link>
        ),
      },
      { key: "author", cell: (a: ArticleJson) => <bdi className="whitespace-nowrap">{a.authors[0]?.name}</bdi> },
      {
        key: "submitted",
        cell: (a: ArticleJson) => (a.submitted_at ? <DateCell value={a.submitted_at} /> : <span className="text-muted-foreground">{t("notSubmitted")}</span>),
      },
    ],
    actions: (a: ArticleJson, t) => [
      { label: t("open"), icon: ClipboardCheck, href: articleReviewHref(a.id), ariaLabel: t("openLabel", { title: a.title_ar }) },
    ],
  });
  return <AdminTable table={table} />;
}
