import { useTranslations } from "next-intl";
import { Badge, StatusBadge } from "@/components/ui/badge";

/** 'Under Review' or 'Active'; a topic past its deadline also shows as closed. */
export function TopicStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Topics");
  return <StatusBadge status={status} tones={{ Active: "success", "Under Review": "warning" }} fallback="Under Review" label={(s) => t(`status.${s}`)} />;
}

export function ClosedBadge() {
  const t = useTranslations("Topics");
  return <Badge variant="secondary">{t("closed")}</Badge>;
}
