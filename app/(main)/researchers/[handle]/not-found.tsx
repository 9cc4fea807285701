import { UserRoundX } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** An unknown or removed researcher: a real 404 with a way home. */
export default function ResearcherNotFound() {
  const t = useTranslations("Researcher");
  return (
    <EmptyState icon={UserRoundX} title={t("notFoundTitle")} body={t("notFoundText")}>
      <Button asChild className="mt-6">
        <Link href="/">{t("backHome")}</Link>
      </Button>
    </EmptyState>
  );
}
