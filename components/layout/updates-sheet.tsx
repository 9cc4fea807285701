"use client";

import { Megaphone, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Sheet, SheetClose, SheetTitle } from "@/components/ui/sheet";

/** On phones, the latest updates as a sheet from the end side (opened from the top bar, updates-panel.tsx). */
export function UpdatesSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: React.ReactNode }) {
  const t = useTranslations("Updates");
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="end" className="w-80 bg-card">
      <div className="flex items-center justify-between gap-2 border-b px-3 py-4">
        <SheetTitle className="flex items-center gap-2 font-bold">
          <Megaphone className="size-4 text-primary" /> {t("title")}
        </SheetTitle>
        <SheetClose aria-label={t("closeSheet")} className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground">
          <X className="size-5" />
        </SheetClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
    </Sheet>
  );
}
