"use client";

import { Building2, CalendarDays, FileText, User, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { RequestStatusBadge } from "@/components/partnership/status-badge";
import { TagList } from "@/components/partnership/tag-list";
import { useDateFormat } from "@/components/partnership/use-date";
import type { ResearchProjectJson } from "@/lib/server/research-projects";

export function ProjectCard({ p, children }: { p: ResearchProjectJson; children?: React.ReactNode }) {
  const t = useTranslations("ResearchProjects");
  const tp = useTranslations("Partnership");
  const formatDate = useDateFormat();
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="project-card" aria-labelledby={`rp-${p.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="success">{t("openForCollaboration")}</Badge>
        {p.my_request_status && (
          <span className="ms-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
            {tp("myRequest")} <RequestStatusBadge status={p.my_request_status} />
          </span>
        )}
      </div>
      <h3 id={`rp-${p.id}`} className="text-lg font-bold leading-snug" dir="auto">{p.title}</h3>
      <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto">{p.description}</p>
      <p className="text-sm"><span className="font-medium">{t("requiredExpertise")}: </span><bdi>{p.requiredExpertise}</bdi></p>
      <TagList tags={p.tags} />
      {p.fileUrl && (
        <a href={p.fileUrl} download={p.fileName ?? undefined} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <FileText className="size-4" /> <bdi>{p.fileName ?? t("attachment")}</bdi>
        </a>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1"><User className="size-3.5" /><bdi>{p.author}</bdi></span>
        <span className="inline-flex items-center gap-1"><Building2 className="size-3.5" /><bdi>{p.institution}</bdi></span>
        <span className="inline-flex items-center gap-1"><CalendarDays className="size-3.5" /><time dateTime={p.date}>{formatDate(p.date)}</time></span>
        <span className="inline-flex items-center gap-1"><Users className="size-3.5" />{t("collaborators", { count: p.collaborator_count })}</span>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </Card>
  );
}
