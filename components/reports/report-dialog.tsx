"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportType } from "@/lib/reports/rules";
import { REPORT_CREATE_ENDPOINT } from "@/lib/reports/types";

type Reason = (typeof REPORT_REASONS)[number];

/** The dialog of "Report" (report-button.tsx): why (and an optional note), sent to the moderators' queue. */
export function ReportDialog({
  type,
  id,
  open,
  onOpenChange: setOpen,
}: {
  type: ReportType;
  id: number | string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("Reports");
  const [reason, setReason] = useState<Reason>("spam");
  const [note, setNote] = useState("");
  const ids = useId();
  const send = useApiMutation({
    request: () => apiJson(REPORT_CREATE_ENDPOINT, { method: "POST", body: { type, id, reason, note } }),
    invalidate: [],
    success: () => ({ title: t("sent") }),
    failure: { title: t("failedTitle"), fallback: t("failed") },
    onSuccess: () => {
      setOpen(false);
      setNote("");
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t("cancel")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-reason`}>{t("reason")}</Label>
            <Select
              id={`${ids}-reason`}
              value={reason}
              onValueChange={(v) => setReason(v as Reason)}
              options={REPORT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-note`}>{t("note")}</Label>
            <Textarea id={`${ids}-note`} dir="auto" maxLength={REPORT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" busy={send.isPending}>
              {t("send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
