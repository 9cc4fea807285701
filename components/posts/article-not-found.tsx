import { FileQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** 'المقال غير موجود' with a way home (the view says it; no toast on top of it). */
export function ArticleNotFound() {
  const t = useTranslations("Posts");
  return (
    <EmptyState icon={FileQuestion} title={t("notFoundTitle")} body={t("notFoundBody")}>
      <Button asChild className="mt-6">
        <Link href="/">{t("backHome")}</Link>
      </Button>
    </EmptyState>
  );
}
