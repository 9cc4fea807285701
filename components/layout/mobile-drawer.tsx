"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";

/** The slide-in navigation under 768 px (loaded when the top bar's menu button is first pressed). */
export function MobileDrawer({
  open,
  onOpenChange,
  brand,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = useTranslations("Nav");
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar text-sidebar-foreground shadow-2xl data-[state=open]:animate-in md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">{t("mainNavigation")}</DialogPrimitive.Title>
          <div className="flex items-center justify-between px-4 py-4">
            {brand}
            <DialogPrimitive.Close aria-label={t("closeMenu")} className="rounded-md p-1.5 hover:bg-white/10">
              <X className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
