"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** A card's delete: a quiet red button that asks through the one confirmation dialog first. */
export function DeleteButton({ confirmTitle, onConfirm }: { confirmTitle: string; onConfirm: () => void }) {
  const tc = useTranslations("Common");
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" className="text-destructive">
          <Trash2 /> {tc("delete")}
        </Button>
      }
      title={confirmTitle}
      confirmLabel={tc("delete")}
      cancelLabel={tc("cancel")}
      onConfirm={onConfirm}
    />
  );
}
