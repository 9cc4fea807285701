"use client";

import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import type { PartnershipRequestJson } from "@/lib/partnership/types";
import { RequestStatusBadge } from "./status-badge";
import { useDateFormat } from "./use-date";
import { OPPORTUNITIES_API, OPPORTUNITIES_CRUD, PROJECTS_CRUD } from "@/lib/partnership/types";

/**
 * The owner's (or an admin's) view of the requests for one opportunity or research project, with
 * the requester's details and accept / decline. The same panel serves both kinds and the admin.
 */
const REQUESTS = `${OPPORTUNITIES_API}/requests.php`;

export function RequestsPanel({ target }: { target: { opportunityId: number } | { projectId: number } }) {
  const t = useTranslations("Partnership.requests");
  const formatDate = useDateFormat();
  const params = "opportunityId" in target ? { id: target.opportunityId } : { project_id: target.projectId };
  const { data, failure } = useApiQuery<{ requests: PartnershipRequestJson[] }>(REQUESTS, params);
  const requests = data?.requests;
  // the cards' counts change with an answer: their lists are refreshed too
  const respond = useApiMutation({
    request: ({ id, status }: { id: number; status: "accepted" | "declined" }) =>
      apiJson(`${OPPORTUNITIES_API}/respond.php`, { method: "PUT", body: { id, status } }),
    invalidate: [REQUESTS, OPPORTUNITIES_CRUD.list, PROJECTS_CRUD.list],
    success: (_, v) => ({ title: t(v.status === "accepted" ? "acceptedToast" : "declinedToast") }),
    failure: { title: t("respondFailed"), fallback: "" },
  });

  if (failure && !requests) return <p className="text-sm text-destructive">{t("loadFailed")}</p>;
  if (!requests) return <Skeleton className="h-24" />;
  if (requests.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ul className="grid gap-3" aria-label={t("title")}>
      {requests.map((r) => (
        <li key={r.id} className="rounded-lg border p-4" aria-label={r.name}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-semibold">
                <bdi>{r.name}</bdi>
              </p>
              <p className="text-sm text-muted-foreground">
                <bdi dir="ltr">{r.email}</bdi>
                {r.phone && (
                  <>
                    {" "}
                    · <bdi dir="ltr">{r.phone}</bdi>
                  </>
                )}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <RequestStatusBadge status={r.status} />
              <span className="text-xs text-muted-foreground">{formatDate(r.created_at)}</span>
            </div>
          </div>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {(
              [
                ["expertise", r.expertise],
                ["academic_background", r.academic_background],
                ["research_interests", r.research_interests],
                ["message", r.message],
              ] as const
            )
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className={k === "message" ? "sm:col-span-2" : undefined}>
                  <dt className="text-xs font-medium text-muted-foreground">{t(`fields.${k}`)}</dt>
                  <dd className="whitespace-pre-line [text-align:match-parent]" dir="auto">
                    {v}
                  </dd>
                </div>
              ))}
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            {r.status !== "accepted" && (
              <Button size="sm" disabled={respond.isPending} onClick={() => respond.mutate({ id: r.id, status: "accepted" })}>
                <Check /> {t("accept")}
              </Button>
            )}
            {r.status !== "declined" && (
              <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => respond.mutate({ id: r.id, status: "declined" })}>
                <X /> {t("decline")}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The owner's requests in a dialog, for an opportunity or a research project. */
export function RequestsDialog({
  target,
  title,
  onClose,
}: {
  target: { opportunityId: number } | { projectId: number } | null;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("Partnership");
  const tc = useTranslations("Common");
  return (
    <Dialog open={!!target} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={tc("close")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("requestsTitle")}</DialogTitle>
          <DialogDescription dir="auto">{title}</DialogDescription>
        </DialogHeader>
        {target && <RequestsPanel target={target} />}
      </DialogContent>
    </Dialog>
  );
}
