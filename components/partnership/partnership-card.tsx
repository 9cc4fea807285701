import { useTranslations } from "next-intl";
import { MetaRow, type MetaFact } from "@/components/ui/meta-item";
import { RequestStatusBadge } from "./status-badge";
import { TagList } from "./tag-list";

/**
 * The one card of the partnership pages: opportunities and research projects, for members and
 * admins alike. `body` is the kind's PartnershipCardBody (rendered by the server for a board's first
 * page, see CardGrid); the actions come as children.
 */
export function PartnershipCard({
  testId,
  headingId,
  body,
  children,
}: {
  testId: string;
  headingId: string;
  body: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    // an article (a plain div cannot be named by its heading)
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm" data-testid={testId} aria-labelledby={headingId}>
      {body}
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}

/** A partnership card's static content: each kind supplies its badges, details and facts. */
export function PartnershipCardBody({
  headingId,
  badges,
  myRequestStatus,
  title,
  description,
  details,
  tags,
  meta,
}: {
  headingId: string;
  badges: React.ReactNode;
  myRequestStatus: string | null;
  title: string;
  description: string;
  details?: React.ReactNode;
  tags: string[];
  meta: MetaFact[];
}) {
  const t = useTranslations("Partnership");
  return (
    <>
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
      <MetaRow className="mt-auto border-t pt-3" facts={meta} />
    </>
  );
}
