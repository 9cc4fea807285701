"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { Button } from "@/components/ui/button";

// the confirmation (Radix's AlertDialog, its focus trap and layers) loads when the button is first
// pointed at, focused or pressed, not with the page
const ConfirmDialog = lazyDialog(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog));

/** What a confirmed button asks: the question, a line under it, the confirming button's label (the button's own by default). */
export type Confirmation = { title: string; description?: string; confirmLabel?: string; destructive?: boolean };

/**
 * A button that asks through the one confirmation dialog before it acts (every delete, a
 * publication, a revocation): `onConfirm` runs only once the reader confirms.
 */
export function ConfirmButton({
  confirm,
  onConfirm,
  label,
  children,
  ...button
}: Omit<React.ComponentProps<typeof Button>, "onClick"> & {
  confirm: Confirmation;
  onConfirm: () => void;
  /** the confirming button's label when `confirm` names none */
  label: string;
}) {
  const tc = useTranslations("Common");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} {...ConfirmDialog.opener(open, () => setOpen(true))}>
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={confirm.title}
        description={confirm.description}
        confirmLabel={confirm.confirmLabel ?? label}
        cancelLabel={tc("cancel")}
        destructive={confirm.destructive}
        onConfirm={onConfirm}
      />
    </>
  );
}
