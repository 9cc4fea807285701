import { CalendarClock, CheckCircle2, ClipboardList, Send, User, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteButton } from "@/components/lists/delete-button";
import { ReportButton } from "@/components/reports/report-button";
import type { TopicJson } from "@/lib/topics/types";
import { ClosedBadge, TopicStatusBadge } from "./status-badge";
import { useDeadlineFormat } from "./use-deadline";
import { MemberName } from "@/components/ui/member-name";
import { MetaRow } from "@/components/ui/meta-item";

/**
 * One research topic as members see it: apply while Active and open; its suggester manages it.
 * `body` is the server's TopicCardBody (see CardGrid).
 */
export function TopicCard({
  topic,
  body,
  onApply,
  onApplications,
  onDelete,
}: {
  topic: TopicJson;
  body?: React.ReactNode;
  onApply: (t: TopicJson) => void;
  onApplications: (t: TopicJson) => void;
  onDelete: (t: TopicJson) => void;
}) {
  const t = useTranslations("Topics");
  const canApply = topic.status === "Active" && !topic.closed && !topic.applied;
  return (
    <article data-testid="topic-card" aria-labelledby={`topic-${topic.id}`} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
      {body ?? <TopicCardBody topic={topic} />}
      <div className="flex flex-wrap items-center gap-2 border-t pt-3">
        {canApply && (
          <Button size="sm" onClick={() => onApply(topic)}>
            <Send /> {t("apply")}
          </Button>
        )}
        {topic.can_manage && (
          <>
            <Button size="sm" variant="outline" onClick={() => onApplications(topic)}>
              <ClipboardList /> {t("viewApplications")}
            </Button>
            <DeleteButton confirmTitle={t("deleteConfirm")} onConfirm={() => onDelete(topic)} />
          </>
        )}
        {!topic.can_manage && <ReportButton type="topic" id={topic.id} label={topic.title} className="ms-auto" />}
      </div>
    </article>
  );
}

/** A topic's content: its status, title, requirements, author, deadline and applications. */
export function TopicCardBody({ topic }: { topic: TopicJson }) {
  const t = useTranslations("Topics");
  const deadline = useDeadlineFormat();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {(topic.can_manage || topic.status !== "Active") && <TopicStatusBadge status={topic.status} />}
        {topic.closed ? <ClosedBadge /> : topic.status === "Active" && <Badge variant="success">{t("open")}</Badge>}
        {topic.applied && (
          <Badge className="gap-1">
            <CheckCircle2 className="size-3.5" /> {t("applied")}
          </Badge>
        )}
      </div>
      <h2 id={`topic-${topic.id}`} className="text-lg font-semibold leading-8" dir="auto">
        {topic.title}
      </h2>
      <div className="grid gap-1 text-sm">
        <span className="text-xs font-semibold text-muted-foreground">{t("requirements")}</span>
        <p className="whitespace-pre-line break-words leading-7" dir="auto">
          {topic.requirements}
        </p>
      </div>
      <MetaRow
        className="mt-auto"
        facts={[
          { icon: User, content: <MemberName name={topic.author} /> },
          { icon: CalendarClock, content: t("deadlineOn", { date: deadline(topic.deadline) }) },
          { icon: Users, content: t("applications", { count: topic.applications }) },
        ]}
      />
    </>
  );
}
