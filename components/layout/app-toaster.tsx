"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useToastState } from "@/lib/client/toast";

// Radix Toast (and its layers) stays out of every page's first load: it loads with the first toast
// and then stays mounted, so the region (F8) is there from then on.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

export function AppToaster() {
  const t = useTranslations("Common");
  const item = useToastState();
  const [needed, setNeeded] = useState(false);
  if (item && !needed) setNeeded(true);
  return needed ? <Toaster regionLabel={t("notificationsRegion", { hotkey: "F8" })} closeLabel={t("close")} /> : null;
}
