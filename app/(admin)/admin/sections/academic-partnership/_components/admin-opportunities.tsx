"use client";

import { Check, Eye, RotateCcw, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { DateCell, TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable, type AdminFormProps } from "@/components/admin/use-admin-table";
import { usePartnershipLabels } from "@/components/partnership/labels";
import { OpportunityFormDialog } from "@/components/partnership/lazy-dialogs";
import { RequestsPanel } from "@/components/partnership/requests-panel";
import { OPPORTUNITY_TONES } from "@/components/partnership/status-badge";
import { TagList } from "@/components/partnership/tag-list";
import { useDateFormat } from "@/components/partnership/use-date";
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TRANSITIONS, statusMessageKey } from "@/lib/partnership/rules";
import { OPPORTUNITIES_CRUD, type OpportunityJson } from "@/lib/partnership/types";

// /admin/sections/academic-partnership: the projects members share, reviewed (approved, rejected,
// back to review), edited, deleted, and each one's details with its join requests
export function AdminOpportunities() {
  const labels = usePartnershipLabels();
  const table = useAdminTable({
    api: OPPORTUNITIES_CRUD,
    ns: "AdminPartnership",
    rowsKey: "opportunities",
    rowTestId: "opportunity-card",
    params: { admin: "true" },
    pageSize: 12,
    form: OpportunityForm,
    columns: () => [
      { key: "title", cell: (o) => <TitleCell title={o.title} /> },
      { key: "field", cell: (o) => labels.field(o.field) },
      { key: "author", cell: (o) => <bdi className="whitespace-nowrap">{o.author_name}</bdi> },
      { key: "tags", cell: (o) => <TagList tags={o.tags} all /> },
      { key: "date", cell: (o) => <DateCell value={o.created_at} /> },
    ],
    status: {
      values: OPPORTUNITY_STATUSES,
      transitions: OPPORTUNITY_TRANSITIONS,
      actions: { approved: "approve", rejected: "reject", pending: "backToReview" },
      icons: { approved: Check, rejected: X, pending: RotateCcw },
      variants: { approved: "default", rejected: "destructive" },
      tones: OPPORTUNITY_TONES,
      toasts: { approved: "statusMessage.approved", rejected: "statusMessage.rejected", pending: "statusMessage.pending" },
      filter: "select",
    },
    details: {
      action: "details",
      icon: Eye,
      title: (o) => o.title,
      description: (o, t) => `${t("statusLabel")}: ${t(`statusMessage.${statusMessageKey(o.status)}`)}`,
      body: (o) => <OpportunityDetails o={o} />,
    },
  });
  return <AdminTable table={table} />;
}

// the public share form, its tags typed comma-separated
function OpportunityForm({ open, onOpenChange, row }: AdminFormProps<OpportunityJson>) {
  return <OpportunityFormDialog open={open} onOpenChange={onOpenChange} editing={row} tagsMode="comma" />;
}

function OpportunityDetails({ o }: { o: OpportunityJson }) {
  const t = useTranslations("AdminPartnership");
  const tp = useTranslations("Partnership");
  const labels = usePartnershipLabels();
  const formatDate = useDateFormat();
  const facts = [
    [tp("form.field"), labels.field(o.field)],
    [tp("form.type"), labels.type(o.type)],
    [t("author"), o.author_name],
    [tp("form.contactEmail"), o.contact_email],
    [t("date"), formatDate(o.created_at)],
    [t("participants"), String(o.participant_count)],
  ] as const;
  return (
    <>
      <p className="whitespace-pre-line text-sm" dir="auto">
        {o.description}
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted-foreground">{k}</dt>
            <dd>
              <bdi>{v}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <TagList tags={o.tags} all />
      <section className="grid gap-3 border-t pt-4">
        <h3 className="font-semibold">{tp("requestsTitle")}</h3>
        <RequestsPanel target={{ opportunityId: o.id }} />
      </section>
    </>
  );
}
