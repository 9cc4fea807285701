import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** 'Under Review' or 'Active' (spec §3); a topic past its deadline also shows as closed. */
export function TopicStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Topics");
  return (
    <Badge variant={status === "Active" ? "success" : "warning"} className="whitespace-nowrap">
      {status === "Active" ? t("status.Active") : t("status.Under Review")}
    </Badge>
  );
}

export function ClosedBadge() {
  const t = useTranslations("Topics");
  return <Badge variant="secondary">{t("closed")}</Badge>;
}
