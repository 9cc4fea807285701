import { Tags } from "lucide-react";
import { useTranslations } from "next-intl";
import { NotFoundView } from "@/components/layout/not-found-view";

/** A keyword no published article carries: a real 404 with a way home (signed out too, never the sign-in page). */
export default function TagNotFound() {
  const t = useTranslations("TagPage");
  return <NotFoundView icon={Tags} title={t("notFoundTitle")} body={t("notFoundText")} back={{ href: "/", label: t("backHome") }} />;
}
