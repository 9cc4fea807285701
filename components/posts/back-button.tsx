"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";

/**
 * True when the entry before this one is a page of this site. The Navigation API lists only the
 * same-origin entries around the current one; without it, a same-site referrer stands in.
 */
function hasSameSiteHistory(): boolean {
  const nav = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  if (nav?.currentEntry) return nav.currentEntry.index > 0;
  try {
    return window.history.length > 1 && !!document.referrer && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** History back; a page opened directly (a shared link) goes home instead of leaving the site. */
export function BackButton() {
  const t = useTranslations("Posts");
  const router = useRouter();
  return (
    <Button type="button" variant="ghost" size="sm" onClick={() => (hasSameSiteHistory() ? router.back() : router.push("/"))}>
      <ArrowRight className="ltr:rotate-180" /> {t("back")}
    </Button>
  );
}
