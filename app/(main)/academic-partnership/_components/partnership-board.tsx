"use client";

import { FlaskConical, Pencil, UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { CardGrid, emptyTexts, NoResults } from "@/components/lists/list-states";
import { FilterChips } from "@/components/lists/filter-chips";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { usePartnershipLabels } from "@/components/partnership/labels";
import { MyRequestsButton } from "@/components/partnership/my-requests-button";
import { OpportunityCard } from "@/components/partnership/opportunity-card";
import { OpportunityFormDialog, RequestFormDialog, RequestsDialog } from "@/components/partnership/lazy-dialogs";
import { RequestsButton } from "@/components/partnership/requests-button";
import { useDeleteOpportunity } from "@/components/partnership/use-delete";
import { Button } from "@/components/ui/button";
import { DeleteButton } from "@/components/lists/delete-button";
import { AddButton } from "@/components/lists/add-button";
import { ToggleFilter } from "@/components/lists/toggle-filter";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { FirstPageProps } from "@/lib/lists/paged-list";
import { OPPORTUNITY_LIST, type OpportunityPage } from "./list";
import { FIELD_FILTERS } from "@/lib/partnership/rules";
import type { OpportunityJson } from "@/lib/partnership/types";
import { ReportButton } from "@/components/reports/report-button";

/** `firstBodies`: the server's OpportunityCardBody of each of `initial`'s opportunities (see CardGrid). */
export function PartnershipBoard({ member, initial, firstBodies }: FirstPageProps<OpportunityPage> & { member: { id: string; name: string; email: string } }) {
  const t = useTranslations("Partnership");
  const tc = useTranslations("Common");
  const labels = usePartnershipLabels();
  const list = usePagedList<OpportunityPage, "field" | "mine">({
    ...OPPORTUNITY_LIST,
    initial,
  });
  const { data, filters } = list;
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState<OpportunityJson | null>(null);
  const [joining, setJoining] = useState<OpportunityJson | null>(null);
  const [managing, setManaging] = useState<OpportunityJson | null>(null);
  const remove = useDeleteOpportunity(() => list.afterRemove(data?.opportunities.length ?? 0));
  const mine = filters.mine === "true";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <AddButton label={t("shareButton")} onClick={() => setSharing(true)} />
        <MyRequestsButton />
        <Button variant="outline" asChild>
          <Link href="/research-projects">
            <FlaskConical /> {t("researchProjectsLink")}
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterChips
          label={t("fieldFilter")}
          allLabel={t("all")}
          options={FIELD_FILTERS}
          format={labels.field}
          value={filters.field}
          onChange={(v) => list.setFilter("field", v)}
        />
        <ToggleFilter size="sm" label={t("mineOnly")} pressed={mine} onChange={(on) => list.setFilter("mine", on ? "true" : "")} />
      </div>

      <CardGrid items={data?.opportunities} {...list.gridProps} prerendered={firstBodies} empty={<NoResults {...emptyTexts(t, list.filtered)} />}>
        {(o, _, body) => (
          <OpportunityCard key={o.id} o={o} showStatus={o.is_owner} body={body}>
            {o.is_owner ? (
              <>
                <RequestsButton label={t("viewRequests")} pending={o.pending_requests} onClick={() => setManaging(o)} />
                <Button size="sm" variant="ghost" onClick={() => setEditing(o)}>
                  <Pencil /> {tc("edit")}
                </Button>
                <DeleteButton confirmTitle={t("deleteConfirm")} onConfirm={() => remove.mutate(o)} />
              </>
            ) : (
              <>
                {!o.my_request_status && (
                  <Button size="sm" onClick={() => setJoining(o)}>
                    <UserPlus /> {t("joinButton")}
                  </Button>
                )}
                <ReportButton type="opportunity" id={o.id} label={o.title} />
              </>
            )}
          </OpportunityCard>
        )}
      </CardGrid>
      {data && data.total > 0 && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}

      <OpportunityFormDialog open={sharing} onOpenChange={setSharing} tagsMode="chips" publicShare />
      {editing && <OpportunityFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} tagsMode="chips" />}
      {joining && <RequestFormDialog kind="join" target={joining} member={member} open onOpenChange={(o) => !o && setJoining(null)} />}
      <RequestsDialog
        target={managing ? { opportunityId: managing.id } : null}
        title={managing ? `${managing.title} · ${labels.field(managing.field)}` : ""}
        onClose={() => setManaging(null)}
      />
    </div>
  );
}
