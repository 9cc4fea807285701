"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { Button } from "@/components/ui/button";

// the confirmation (Radix's AlertDialog, its focus trap and layers) loads when a delete is first asked for
const ConfirmDialog = lazyDialog(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog));

/** A card's delete: a quiet red button that asks through the one confirmation dialog first. */
export function DeleteButton({ confirmTitle, onConfirm }: { confirmTitle: string; onConfirm: () => void }) {
  const tc = useTranslations("Common");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={ConfirmDialog.preload}
        onFocus={ConfirmDialog.preload}
        onClick={() => setOpen(true)}
      >
        <Trash2 /> {tc("delete")}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={confirmTitle} confirmLabel={tc("delete")} cancelLabel={tc("cancel")} onConfirm={onConfirm} />
    </>
  );
}
