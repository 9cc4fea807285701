import { UserRoundX } from "lucide-react";
import { useTranslations } from "next-intl";
import { NotFoundView } from "@/components/layout/not-found-view";

/** An unknown or removed researcher: a real 404 with a way home. */
export default function ResearcherNotFound() {
  const t = useTranslations("Researcher");
  return <NotFoundView icon={UserRoundX} title={t("notFoundTitle")} body={t("notFoundText")} back={{ href: "/", label: t("backHome") }} />;
}
