import { FileQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import { NotFoundView } from "@/components/layout/not-found-view";

/** A question that does not exist or is not the member's to see: a real 404 with a way back to the board. */
export default function QuestionNotFound() {
  const t = useTranslations("QuestionPage");
  return <NotFoundView icon={FileQuestion} title={t("notFoundTitle")} body={t("notFoundText")} back={{ href: "/qa-section", label: t("backToBoard") }} />;
}
