"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form, FormSummary, SummaryKeys } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

const NONE: readonly string[] = [];

/** A form's failed save by its messages' convention: `createErrorTitle` and `createFailed`, or their `update…` twins when editing. */
export const saveFailure = (t: (key: "createErrorTitle" | "createFailed" | "updateErrorTitle" | "updateFailed") => string, editing: boolean) => ({
  title: t(editing ? "updateErrorTitle" : "createErrorTitle"),
  fallback: t(editing ? "updateFailed" : "createFailed"),
});

/**
 * The one form modal: title, the fields, Cancel and a submit button that is disabled and relabelled
 * while sending. It cannot be closed mid-submit; a failed submit keeps it open with what was typed
 * so nothing is lost; a successful one is closed by the caller.
 */
export function FormDialog<T extends FieldValues, O>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  children,
  wide,
  summaryKeys = NONE,
  busy: externalBusy,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  form: UseFormReturn<T, unknown, O>;
  onSubmit: (values: O) => void | Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  children: React.ReactNode;
  wide?: boolean;
  /** validation keys told once at the top instead of under each field */
  summaryKeys?: readonly string[];
  /** busy beyond the submit itself (e.g. an upload) */
  busy?: boolean;
  /** what to clear when it is closed unsaved (a member's dialog stays mounted between uses) */
  onClosed?: () => void;
}) {
  const tc = useTranslations("Common");
  const busy = form.formState.isSubmitting || !!externalBusy;
  const change = (o: boolean) => {
    if (busy) return;
    onOpenChange(o);
    if (!o) onClosed?.();
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={tc("close")} className={cn(wide && "max-w-3xl")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        </DialogHeader>
        <SummaryKeys.Provider value={summaryKeys}>
          <Form form={form} onSubmit={onSubmit} className="gap-5">
            <FormSummary />
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={() => change(false)}>
                {tc("cancel")}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? pendingLabel : submitLabel}
              </Button>
            </DialogFooter>
          </Form>
        </SummaryKeys.Provider>
      </DialogContent>
    </Dialog>
  );
}
