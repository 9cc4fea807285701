"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";

/** History back (spec §2); a page opened directly goes home instead of leaving the site. */
export function BackButton() {
  const t = useTranslations("Posts");
  const router = useRouter();
  return (
    <Button type="button" variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}>
      <ArrowRight className="ltr:rotate-180" /> {t("back")}
    </Button>
  );
}
