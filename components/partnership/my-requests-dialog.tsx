"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiQuery } from "@/lib/client/query";
import type { PartnershipRequestJson } from "@/lib/partnership/types";
import { RequestStatusBadge } from "./status-badge";
import { useDateFormat } from "./use-date";
import { OPPORTUNITIES_API } from "@/lib/partnership/types";

/** The member's own join and collaboration requests, each with its state (opened by MyRequestsButton). */
export function MyRequestsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("Partnership.mine");
  const tc = useTranslations("Common");
  const formatDate = useDateFormat();
  const { data, failure } = useApiQuery<{ requests: PartnershipRequestJson[] }>(`${OPPORTUNITIES_API}/my_requests.php`, {}, { enabled: open });
  const requests = data?.requests;
  const failed = !!failure && !requests;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("subtitle")}</DialogDescription>
        </DialogHeader>
        {failed ? (
          <p className="text-sm text-destructive">{t("loadFailed")}</p>
        ) : !requests ? (
          <Skeleton className="h-20" />
        ) : requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("none")}</p>
        ) : (
          <ul className="grid gap-2">
            {requests.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium" dir="auto">
                    {r.target_title}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t(r.opportunity_id ? "kindJoin" : "kindCollaboration")} · {formatDate(r.created_at)}
                  </p>
                </div>
                <RequestStatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
