"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { RequestStatusBadge } from "./status-badge";
import { TagList } from "./tag-list";

export type CardMeta = { icon: React.ComponentType<{ className?: string }>; content: React.ReactNode };

/**
 * The one card of the partnership pages: opportunities and research projects, for members and
 * admins alike. Each kind supplies its badges, details and facts; the actions come as children.
 */
export function PartnershipCard({
  testId,
  headingId,
  badges,
  myRequestStatus,
  title,
  description,
  details,
  tags,
  meta,
  children,
}: {
  testId: string;
  headingId: string;
  badges: React.ReactNode;
  myRequestStatus: string | null;
  title: string;
  description: string;
  details?: React.ReactNode;
  tags: string[];
  meta: CardMeta[];
  children?: React.ReactNode;
}) {
  const t = useTranslations("Partnership");
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid={testId} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        {badges}
        {myRequestStatus && (
          <span className="ms-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
            {t("myRequest")} <RequestStatusBadge status={myRequestStatus} />
          </span>
        )}
      </div>
      <h2 id={headingId} className="text-lg font-bold leading-snug" dir="auto">
        {title}
      </h2>
      <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto">
        {description}
      </p>
      {details}
      <TagList tags={tags} />
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-xs text-muted-foreground">
        {meta.map(({ icon: Icon, content }, i) => (
          <span key={i} className="inline-flex items-center gap-1">
            <Icon className="size-3.5" />
            {content}
          </span>
        ))}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </Card>
  );
}
