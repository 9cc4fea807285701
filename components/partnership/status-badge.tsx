import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

const OPPORTUNITY = { approved: "success", pending: "warning", rejected: "destructive" } as const;
const REQUEST = { accepted: "success", pending: "warning", declined: "destructive" } as const;

/** The list badges of spec §4: معتمد / في الانتظار / مرفوض. */
export function OpportunityStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Partnership.status");
  const key = status in OPPORTUNITY ? (status as keyof typeof OPPORTUNITY) : "pending";
  return <Badge variant={OPPORTUNITY[key]}>{t(key)}</Badge>;
}

export function RequestStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Partnership.requestStatus");
  const key = status in REQUEST ? (status as keyof typeof REQUEST) : "pending";
  return <Badge variant={REQUEST[key]}>{t(key)}</Badge>;
}
