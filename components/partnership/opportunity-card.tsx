import { CalendarDays, User, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { OpportunityJson } from "@/lib/partnership/types";
import { usePartnershipLabels } from "./labels";
import { PartnershipCard, PartnershipCardBody } from "./partnership-card";
import { OpportunityStatusBadge } from "./status-badge";
import { useDateFormat } from "./use-date";
import { ResearcherLink } from "@/components/people/researcher-link";

/** One opportunity, as members and admins see it; the actions differ and come as children. `body` is the server's OpportunityCardBody (see CardGrid). */
export function OpportunityCard({
  o,
  showStatus,
  body,
  children,
}: {
  o: OpportunityJson;
  showStatus: boolean;
  body?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <PartnershipCard testId="opportunity-card" headingId={`opp-${o.id}`} body={body ?? <OpportunityCardBody o={o} showStatus={showStatus} />}>
      {children}
    </PartnershipCard>
  );
}

/** An opportunity's content: its field, type, status and facts. */
export function OpportunityCardBody({ o, showStatus }: { o: OpportunityJson; showStatus: boolean }) {
  const t = useTranslations("Partnership");
  const labels = usePartnershipLabels();
  const formatDate = useDateFormat();
  return (
    <PartnershipCardBody
      headingId={`opp-${o.id}`}
      badges={
        <>
          <Badge>{labels.field(o.field)}</Badge>
          <Badge variant="secondary">{labels.type(o.type)}</Badge>
          {showStatus && <OpportunityStatusBadge status={o.status} />}
        </>
      }
      myRequestStatus={o.my_request_status}
      title={o.title}
      description={o.description}
      tags={o.tags}
      meta={[
        { icon: User, content: <ResearcherLink name={o.author_name} userId={o.user_id} /> },
        { icon: CalendarDays, content: <time dateTime={o.created_at}>{formatDate(o.created_at)}</time> },
        { icon: Users, content: t("participants", { count: o.participant_count }) },
      ]}
    />
  );
}
