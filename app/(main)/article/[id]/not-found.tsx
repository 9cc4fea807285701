import { FileQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import { NotFoundView } from "@/components/layout/not-found-view";

/** A missing article: a real 404 saying so ('المقال غير موجود', no toast on top of it) with a way home. */
export default function ArticleMissing() {
  const t = useTranslations("Posts");
  return <NotFoundView icon={FileQuestion} title={t("notFoundTitle")} body={t("notFoundBody")} back={{ href: "/", label: t("backHome") }} />;
}
