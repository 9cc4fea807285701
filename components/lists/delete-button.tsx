"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmButton } from "@/components/ui/confirm-button";

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
  return (
    <ConfirmButton
      size="sm"
      variant="ghost"
      className="text-destructive"
      busy={busy}
      aria-label={label}
      label={tc("delete")}
      confirm={{ title: confirmTitle, description }}
      onConfirm={onConfirm}
    >
      <Trash2 /> {!label && tc("delete")}
    </ConfirmButton>
  );
}
