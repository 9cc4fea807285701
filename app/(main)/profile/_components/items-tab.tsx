"use client";

import { questionPath } from "@/lib/qa/paths";
import { Bookmark, FlaskConical, Handshake, MessagesSquare, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { OpportunityStatusBadge, RequestStatusBadge } from "@/components/partnership/status-badge";
import { QuestionStatusBadge } from "@/components/qa/status-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { MyItems } from "@/lib/profile/types";

function Section({
  title,
  icon: Icon,
  empty,
  children,
  count,
}: {
  title: string;
  icon: React.ComponentType<{ className?: string }>;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  const format = useDateFormatter();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-primary" aria-hidden />
          {title}
          <Badge variant="secondary">{format.number(count)}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>{count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : <ul className="divide-y">{children}</ul>}</CardContent>
    </Card>
  );
}

function Row({ href, title, date, children }: { href: string; title: string; date: string; children?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
      <div className="grid min-w-0 gap-0.5">
        <Link href={href} className="truncate text-sm font-medium hover:text-primary hover:underline" dir="auto">
          {title}
        </Link>
        <span className="text-xs text-muted-foreground">{date}</span>
      </div>
      <div className="flex items-center gap-2">{children}</div>
    </li>
  );
}

/** My items: saved articles, my opportunities and research projects, my requests and my questions, each with its state. */
export function ItemsTab({ items }: { items: MyItems }) {
  const t = useTranslations("Profile.items");
  const format = useDateFormatter();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t("saved")} icon={Bookmark} empty={t("savedEmpty")} count={items.saved.length}>
        {items.saved.map((s) => (
          <Row key={s.id} href={`/article/${s.id}`} title={s.title} date={format.long(s.saved_at)} />
        ))}
      </Section>
      <Section title={t("opportunities")} icon={Handshake} empty={t("opportunitiesEmpty")} count={items.opportunities.length}>
        {items.opportunities.map((o) => (
          <Row key={o.id} href="/academic-partnership" title={o.title} date={format.long(o.created_at)}>
            <OpportunityStatusBadge status={o.status} />
          </Row>
        ))}
      </Section>
      <Section title={t("projects")} icon={FlaskConical} empty={t("projectsEmpty")} count={items.projects.length}>
        {items.projects.map((p) => (
          <Row key={p.id} href="/research-projects" title={p.title} date={format.long(p.created_at)}>
            <Badge variant="success">{t("status.open")}</Badge>
          </Row>
        ))}
      </Section>
      <Section title={t("requests")} icon={Send} empty={t("requestsEmpty")} count={items.requests.length}>
        {items.requests.map((r) => (
          <Row key={r.id} href={r.kind === "opportunity" ? "/academic-partnership" : "/research-projects"} title={r.title} date={format.long(r.created_at)}>
            <Badge variant="secondary">{r.kind === "opportunity" ? t("kindOpportunity") : t("kindProject")}</Badge>
            <RequestStatusBadge status={r.status} />
          </Row>
        ))}
      </Section>
      <Section title={t("questions")} icon={MessagesSquare} empty={t("questionsEmpty")} count={items.questions.length}>
        {items.questions.map((q) => (
          <Row key={q.id} href={questionPath(q.id)} title={q.title} date={format.long(q.created_at)}>
            <QuestionStatusBadge status={q.status} />
          </Row>
        ))}
      </Section>
    </div>
  );
}
