import { Building2, CalendarDays, FileText, User, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ResearchProjectJson } from "@/lib/partnership/types";
import { PartnershipCard, PartnershipCardBody } from "./partnership-card";
import { useDateFormat } from "./use-date";
import { ResearcherLink } from "@/components/people/researcher-link";

/** One collaborative research project: the partnership card; `body` is the server's ProjectCardBody (see CardGrid). */
export function ProjectCard({ p, body, children }: { p: ResearchProjectJson; body?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <PartnershipCard testId="project-card" headingId={`rp-${p.id}`} body={body ?? <ProjectCardBody p={p} />}>
      {children}
    </PartnershipCard>
  );
}

/** A research project's content: its institution, expertise and file. */
export function ProjectCardBody({ p }: { p: ResearchProjectJson }) {
  const t = useTranslations("ResearchProjects");
  const formatDate = useDateFormat();
  return (
    <PartnershipCardBody
      headingId={`rp-${p.id}`}
      badges={<Badge variant="success">{t("openForCollaboration")}</Badge>}
      myRequestStatus={p.my_request_status}
      title={p.title}
      description={p.description}
      details={
        <>
          <p className="text-sm">
            <span className="font-medium">{t("requiredExpertise")}: </span>
            <bdi>{p.requiredExpertise}</bdi>
          </p>
          {p.fileUrl && (
            <a href={p.fileUrl} download={p.fileName ?? undefined} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
              <FileText className="size-4" /> <bdi>{p.fileName ?? t("attachment")}</bdi>
            </a>
          )}
        </>
      }
      tags={p.tags}
      meta={[
        { icon: User, content: <ResearcherLink name={p.author} userId={p.user_id} /> },
        { icon: Building2, content: <bdi>{p.institution}</bdi> },
        { icon: CalendarDays, content: <time dateTime={p.date}>{formatDate(p.date)}</time> },
        { icon: Users, content: t("collaborators", { count: p.collaborator_count }) },
      ]}
    />
  );
}
