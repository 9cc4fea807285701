"use client";

import { useTranslations } from "next-intl";
import { DownloadButton } from "@/components/lists/file-link";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * A row's details in a modal (read-only): a title, a line under it, a bulleted list of the row's
 * items, a file to download, then the section's own body and the row's buttons. The admin kit
 * loads it when a row's details are first opened.
 */
export function DetailsDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  list,
  download,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** room for a longer body (a text, a table of requests) */
  wide?: boolean;
  list?: { items: string[]; empty: string };
  download?: { href: string; label: string };
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
        <div className="grid gap-4">
          {list && <DetailsList {...list} />}
          {download && <DownloadButton {...download} variant="outline" className="justify-self-start" />}
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A bulleted list of a row's items in its details, or a line saying it has none. */
function DetailsList({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid list-inside list-disc gap-1 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
