"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";

export type RowAction = {
  /** React's key among the row's buttons (the label when absent) */
  key?: string;
  label: string;
  icon?: React.ComponentType<{ className?: string }>;
  variant?: "default" | "outline" | "secondary" | "destructive" | "ghost";
  /** a link (opens in a new tab when `external`) instead of a handler */
  href?: string;
  external?: boolean;
  onClick?: () => void;
  /** ask first through the one confirmation dialog */
  confirm?: { title: string; description?: string };
  disabled?: boolean;
  /** why it is disabled (a tooltip) */
  title?: string;
  /** an accessible name when the label alone is ambiguous (e.g. "View: <title>") */
  ariaLabel?: string;
};

/** A row's buttons: links, plain actions and confirmed ones (deletes). */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(({ key: ownKey, label, icon: Icon, variant = "outline", href, external, onClick, confirm, disabled, title, ariaLabel }) => {
        const key = ownKey ?? label;
        const content = (
          <>
            {Icon && <Icon />} {label}
          </>
        );
        if (href)
          return (
            <Button key={key} asChild size="sm" variant={variant}>
              <a href={href} aria-label={ariaLabel} {...(external ? { target: "_blank", rel: "noopener" } : {})}>
                {content}
              </a>
            </Button>
          );
        const look = { size: "sm", variant, disabled, title, "aria-label": ariaLabel } as const;
        return confirm && !disabled ? (
          <ConfirmButton key={key} {...look} label={label} confirm={confirm} onConfirm={() => onClick?.()}>
            {content}
          </ConfirmButton>
        ) : (
          <Button key={key} {...look} onClick={onClick}>
            {content}
          </Button>
        );
      })}
    </div>
  );
}

/**
 * Status buttons from a transitions map: for the row's current status, one button per status it
 * may move to (e.g. pending → approved | rejected; approved → pending).
 */
export function statusActions<S extends string>({
  status,
  transitions,
  labels,
  icons,
  variants,
  onChange,
  disabled,
}: {
  status: S;
  transitions: Partial<Record<S, readonly S[]>>;
  labels: Record<S, string>;
  icons?: Partial<Record<S, React.ComponentType<{ className?: string }>>>;
  /** how each step looks (outline when not given): e.g. a rejection as destructive */
  variants?: Partial<Record<S, RowAction["variant"]>>;
  onChange: (next: S) => void;
  disabled?: boolean;
}): RowAction[] {
  return (transitions[status] ?? []).map((next) => ({
    key: `status-${next}`,
    label: labels[next],
    icon: icons?.[next],
    variant: variants?.[next] ?? "outline",
    disabled,
    onClick: () => onChange(next),
  }));
}

/** A row's usual last two buttons: edit, and delete once confirmed. */
export function editAndDelete({
  editLabel,
  deleteLabel,
  editVariant = "ghost",
  confirm,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  editVariant?: RowAction["variant"];
  confirm: { title: string; description?: string };
  onEdit: () => void;
  onDelete: () => void;
}): RowAction[] {
  return [
    { key: "edit", label: editLabel, icon: Pencil, variant: editVariant, onClick: onEdit },
    { key: "delete", label: deleteLabel, icon: Trash2, variant: "destructive", confirm, onClick: onDelete },
  ];
}
