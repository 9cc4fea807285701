"use client";

import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import type { ReportType } from "@/lib/reports/rules";

// the dialog (its form, Radix's Select) loads on the first click, not with every card
const ReportDialog = lazyDialog(() => import("./report-dialog").then((m) => m.ReportDialog));

/**
 * "Report": a flag that opens a small dialog asking why, sent to the moderators' queue. `text` adds
 * the word beside the flag (on an item's own page). `label` names the item for screen readers. A
 * member is reported by id or handle. `className` places the button in its row (`ms-auto`: at its end).
 */
export function ReportButton({
  type,
  id,
  label,
  text = false,
  className,
}: {
  type: ReportType;
  id: number | string;
  label: string;
  text?: boolean;
  className?: string;
}) {
  const t = useTranslations("Reports");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className={className}
        aria-label={`${t("report")}: ${label}`}
        {...ReportDialog.opener(open, () => setOpen(true))}
        data-testid="report-button"
      >
        <Flag />
        {text && t("report")}
      </Button>
      <ReportDialog type={type} id={id} open={open} onOpenChange={setOpen} />
    </>
  );
}
