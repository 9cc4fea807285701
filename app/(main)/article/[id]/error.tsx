"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/lib/client/toast";

// A failed load toasts 'خطأ' / 'حدث خطأ في تحميل المقال' and returns home.
export default function ArticleError() {
  const t = useTranslations("Posts");
  const router = useRouter();
  useEffect(() => {
    toast({ title: t("errorTitle"), description: t("loadError"), variant: "destructive" });
    router.replace("/");
  }, [t, router]);
  return (
    <p role="status" className="text-muted-foreground">
      {t("loading")}
    </p>
  );
}
