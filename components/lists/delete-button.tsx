"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { Button } from "@/components/ui/button";

// the confirmation (Radix's AlertDialog, its focus trap and layers) loads when a delete is first asked for
const ConfirmDialog = lazyDialog(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog));

/** A card's delete: a quiet red button that asks through the one confirmation dialog first. */
export function DeleteButton({
  confirmTitle,
  description,
  busy,
  label,
  onConfirm,
}: {
  confirmTitle: string;
  /** a line under the question (what else goes with it) */
  description?: string;
  busy?: boolean;
  /** an icon-only button named this (where the word would crowd the row) */
  label?: string;
  onConfirm: () => void;
}) {
  const tc = useTranslations("Common");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" className="text-destructive" busy={busy} aria-label={label} {...ConfirmDialog.opener(open, () => setOpen(true))}>
        <Trash2 /> {!label && tc("delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={confirmTitle}
        description={description}
        confirmLabel={tc("delete")}
        cancelLabel={tc("cancel")}
        onConfirm={onConfirm}
      />
    </>
  );
}
