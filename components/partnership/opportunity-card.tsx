"use client";

import { CalendarDays, User, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { OpportunityJson } from "@/lib/server/opportunities";
import { usePartnershipLabels } from "./labels";
import { OpportunityStatusBadge, RequestStatusBadge } from "./status-badge";
import { TagList } from "./tag-list";
import { useDateFormat } from "./use-date";

/** One opportunity, as members and admins see it; the actions differ and come as children. */
export function OpportunityCard({ o, showStatus, children }: { o: OpportunityJson; showStatus: boolean; children?: React.ReactNode }) {
  const t = useTranslations("Partnership");
  const labels = usePartnershipLabels();
  const formatDate = useDateFormat();
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="opportunity-card" aria-labelledby={`opp-${o.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{labels.field(o.field)}</Badge>
        <Badge variant="secondary">{labels.type(o.type)}</Badge>
        {showStatus && <OpportunityStatusBadge status={o.status} />}
        {o.my_request_status && (
          <span className="ms-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
            {t("myRequest")} <RequestStatusBadge status={o.my_request_status} />
          </span>
        )}
      </div>
      <h3 id={`opp-${o.id}`} className="text-lg font-bold leading-snug" dir="auto">{o.title}</h3>
      <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto">{o.description}</p>
      <TagList tags={o.tags} />
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1"><User className="size-3.5" /><bdi>{o.author_name}</bdi></span>
        <span className="inline-flex items-center gap-1"><CalendarDays className="size-3.5" /><time dateTime={o.created_at}>{formatDate(o.created_at)}</time></span>
        <span className="inline-flex items-center gap-1"><Users className="size-3.5" />{t("participants", { count: o.participant_count })}</span>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </Card>
  );
}
