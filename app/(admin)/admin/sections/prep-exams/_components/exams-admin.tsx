"use client";

import { FolderOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { DifficultyBadge } from "@/components/learning/difficulty-badge";
import { EXAMS_CRUD } from "@/lib/learning/types";

const ExamForm = lazyDialog(() => import("./exam-form").then((m) => m.ExamForm));

// /admin/sections/prep-exams: the exam PDFs, their details and resources
export function ExamsAdmin() {
  const te = useTranslations("PrepExams");
  const table = useAdminTable({
    api: EXAMS_CRUD,
    ns: "AdminPrepExams",
    rowsKey: "exams",
    form: ExamForm,
    columns: () => [
      { key: "name", cell: (e) => <TitleCell title={e.name} /> },
      { key: "description", cell: (e) => <TitleCell title={e.description} muted /> },
      { key: "difficulty", cell: (e) => <DifficultyBadge difficulty={e.difficulty} /> },
      { key: "enrollments", cell: (e) => <span className="whitespace-nowrap">{te("enrollments", { count: e.enrollments })}</span> },
    ],
    details: {
      action: "resources",
      icon: FolderOpen,
      title: (e, t) => t("resourcesTitle", { name: e.name }),
      description: (e, t) => t("ratingSummary", { rating: e.rating, ratings: te("ratingCount", { count: e.rating_count }) }),
      list: (e) => ({ items: e.resources.map((r) => te(`resource.${r}`)), empty: te("noResources") }),
      download: (e, t) => ({ href: e.download_url, label: t("downloadPdf") }),
    },
  });
  return <AdminTable table={table} />;
}
