"use client";

import { Megaphone, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";

/** On phones, the latest updates as a sheet from the end side (opened from the top bar, updates-panel.tsx). */
export function UpdatesSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: React.ReactNode }) {
  const t = useTranslations("Updates");
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-80 max-w-[85vw] flex-col bg-card shadow-2xl data-[state=open]:animate-in md:hidden"
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-4">
            <DialogPrimitive.Title className="flex items-center gap-2 font-bold">
              <Megaphone className="size-4 text-primary" /> {t("title")}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close aria-label={t("closeSheet")} className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground">
              <X className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
