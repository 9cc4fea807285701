"use client";

import { useTranslations } from "next-intl";
import { LoadError } from "@/components/lists/list-states";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiQuery } from "@/lib/client/query";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { APPLICATIONS_ENDPOINT, type TopicApplicationJson, type TopicJson } from "@/lib/topics/types";

/** Who applied to a topic (applicant, motivation, date): for admins and the member who suggested it. */
export function ApplicationsDialog({ topic, onClose }: { topic: TopicJson | null; onClose: () => void }) {
  const t = useTranslations("Topics");
  const tc = useTranslations("Common");
  return (
    <Dialog open={!!topic} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={tc("close")} className="max-w-2xl">
        {topic && (
          <>
            <DialogHeader>
              <DialogTitle dir="auto">{t("applicationsTitle", { title: topic.title })}</DialogTitle>
              <DialogDescription>{t("applications", { count: topic.applications })}</DialogDescription>
            </DialogHeader>
            <ApplicationsList topicId={topic.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The applications themselves, loaded when shown (the admin section shows them in its details). */
export function ApplicationsList({ topicId }: { topicId: number }) {
  const t = useTranslations("Topics");
  const fmt = useDateFormatter();
  const query = useApiQuery<{ applications: TopicApplicationJson[] }>(APPLICATIONS_ENDPOINT, { id: topicId });
  if (!query.data) {
    if (query.failure) return <LoadError onRetry={query.reload} />;
    return (
      <div role="status" className="grid gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  const rows = query.data.applications;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("applicationsEmpty")}</p>;
  return (
    <ul className="grid max-h-[60vh] gap-3 overflow-y-auto">
      {rows.map((a) => (
        <li key={a.id} data-testid="application" className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">
              <bdi>{a.name}</bdi>{" "}
              <span className="text-xs text-muted-foreground">
                · <bdi dir="ltr">{a.email}</bdi>
              </span>
            </span>
            <time className="text-xs text-muted-foreground" dateTime={a.created_at}>
              {fmt.medium(a.created_at)}
            </time>
          </div>
          <p className="whitespace-pre-line break-words" dir="auto">
            {a.motivation}
          </p>
        </li>
      ))}
    </ul>
  );
}
