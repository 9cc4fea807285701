import { FileQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** A question that does not exist or is not the member's to see: a real 404 with a way back to the board. */
export default function QuestionNotFound() {
  const t = useTranslations("QuestionPage");
  return (
    <EmptyState icon={FileQuestion} title={t("notFoundTitle")} body={t("notFoundText")}>
      <Button asChild className="mt-6">
        <Link href="/qa-section">{t("backToBoard")}</Link>
      </Button>
    </EmptyState>
  );
}
