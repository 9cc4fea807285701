"use client";

import { AlertDialog } from "radix-ui";
import * as React from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useReturnFocus } from "./return-focus";

/**
 * The one confirmation dialog: every delete in the product asks through it, opened by a
 * ConfirmButton (which loads it on first use). The focus goes back to what opened it when it
 * closes (useReturnFocus).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
}) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed start-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={cn(buttonVariants({ variant: destructive ? "destructive" : "default" }))} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
