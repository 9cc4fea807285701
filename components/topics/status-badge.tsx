import { useTranslations } from "next-intl";
import { Badge, StatusBadge, type Tone } from "@/components/ui/badge";
import type { TopicStatus } from "@/lib/topics/rules";

export const TOPIC_TONES: Record<TopicStatus, Tone> = { Active: "success", "Under Review": "warning" };

/** 'Under Review' or 'Active'; a topic past its deadline also shows as closed. */
export function TopicStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Topics");
  return <StatusBadge status={status} tones={TOPIC_TONES} fallback="Under Review" label={(s) => t(`status.${s}`)} />;
}

export function ClosedBadge() {
  const t = useTranslations("Topics");
  return <Badge variant="secondary">{t("closed")}</Badge>;
}
