"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** Which row's details are open: `show(row)` opens them, `dialogProps` closes them. */
export function useRowDetails<T>() {
  const [row, setRow] = useState<T | null>(null);
  return { row, show: setRow, dialogProps: { open: row !== null, onOpenChange: (open: boolean) => !open && setRow(null) } };
}

/** A row's details in a modal (read-only): a title, a line under it and the details. */
export function DetailsDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** room for a longer body (a text, a table of requests) */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const tc = useTranslations("Common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} className={wide ? "max-w-2xl" : undefined}>
        <DialogHeader>
          <DialogTitle dir="auto">{title}</DialogTitle>
          <DialogDescription className={description ? "whitespace-pre-line" : "sr-only"} dir="auto">
            {description ?? title}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

/** A bulleted list of a row's items in its details, or a line saying it has none. */
export function DetailsList({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid list-inside list-disc gap-1 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
