"use client";

import { useTranslations } from "next-intl";
import { Toaster } from "@/components/ui/toaster";

export function AppToaster() {
  const t = useTranslations("Common");
  return <Toaster regionLabel={t("notificationsRegion", { hotkey: "F8" })} closeLabel={t("close")} />;
}
