"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Sheet, SheetClose, SheetTitle } from "@/components/ui/sheet";

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
    <Sheet open={open} onOpenChange={onOpenChange} side="start" className="w-72 bg-sidebar text-sidebar-foreground">
      <SheetTitle className="sr-only">{t("mainNavigation")}</SheetTitle>
      <div className="flex items-center justify-between px-4 py-4">
        {brand}
        <SheetClose aria-label={t("closeMenu")} className="rounded-md p-1.5 hover:bg-white/10">
          <X className="size-5" />
        </SheetClose>
      </div>
      {children}
    </Sheet>
  );
}
