"use client";

import { FileQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/use-toast";

/** Spec §2/§8: 'المقال غير موجود' with a way home, and the destructive toast. */
export function ArticleNotFound() {
  const t = useTranslations("Posts");
  useEffect(() => {
    toast({ title: t("errorTitle"), description: t("notFoundToast"), variant: "destructive" });
  }, [t]);
  return (
    <EmptyState icon={FileQuestion} title={t("notFoundTitle")} body={t("notFoundBody")}>
      <Button asChild className="mt-6"><Link href="/">{t("backHome")}</Link></Button>
    </EmptyState>
  );
}
