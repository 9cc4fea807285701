"use client";

import { CheckCircle2, ClipboardList, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable, type AdminFormProps } from "@/components/admin/use-admin-table";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { ApplicationsList } from "@/components/topics/applications-dialog";
import { ClosedBadge, TOPIC_TONES } from "@/components/topics/status-badge";
import { useDeadlineFormat } from "@/components/topics/use-deadline";
import { TOPIC_STATUSES, TOPIC_TRANSITIONS } from "@/lib/topics/rules";
import { TOPICS_CRUD, type TopicJson } from "@/lib/topics/types";

const TopicFormDialog = lazyDialog(() => import("@/components/topics/topic-form-dialog").then((m) => m.TopicFormDialog));

// /admin/sections/topic-suggestions: the suggested topics, activated or sent back to review, added,
// edited and deleted, and each one's applications in its details
export function TopicsAdmin() {
  const tt = useTranslations("Topics");
  const format = useDateFormatter();
  const deadline = useDeadlineFormat();
  const table = useAdminTable({
    api: TOPICS_CRUD,
    ns: "AdminTopics",
    rowsKey: "topics",
    form: TopicForm,
    params: { admin: "true" },
    pageSize: 20,
    rowTitle: (r) => r.title,
    columns: () => [
      { key: "title", cell: (r) => <TitleCell title={r.title} /> },
      { key: "author", cell: (r) => <bdi className="whitespace-nowrap">{r.author}</bdi> },
      { key: "requirements", cell: (r) => <TitleCell title={r.requirements} muted /> },
      {
        key: "deadline",
        cell: (r) => (
          <span className="inline-flex flex-wrap items-center gap-1 whitespace-nowrap">
            <time dateTime={r.deadline}>{deadline(r.deadline)}</time>
            {r.closed && <ClosedBadge />}
          </span>
        ),
      },
      { key: "applications", cell: (r) => <bdi>{format.number(r.applications)}</bdi> },
    ],
    status: {
      values: TOPIC_STATUSES,
      transitions: TOPIC_TRANSITIONS,
      actions: { Active: "activate", "Under Review": "toReview" },
      icons: { Active: CheckCircle2, "Under Review": RotateCcw },
      tones: TOPIC_TONES,
      toasts: { Active: "activated", "Under Review": "reviewed" },
      filter: "select",
      at: 4,
    },
    details: {
      action: "viewApplications",
      icon: ClipboardList,
      title: (r) => tt("applicationsTitle", { title: r.title }),
      description: (r) => tt("applications", { count: r.applications }),
      body: (r) => <ApplicationsList topicId={r.id} />,
    },
  });
  return <AdminTable table={table} />;
}

// the members' suggestion form, as the admin's add or edit
function TopicForm({ open, onOpenChange, row }: AdminFormProps<TopicJson>) {
  return <TopicFormDialog open={open} onOpenChange={onOpenChange} editing={row} mode={row ? "edit" : "add"} />;
}
