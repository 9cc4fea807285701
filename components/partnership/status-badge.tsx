import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/badge";

/** The list badges: معتمد / في الانتظار / مرفوض. */
export function OpportunityStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Partnership.status");
  return (
    <StatusBadge
      status={status}
      tones={{ approved: "success", pending: "warning", rejected: "destructive" }}
      fallback="pending"
      label={(s) => t(s)}
      className="whitespace-normal"
    />
  );
}

export function RequestStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Partnership.requestStatus");
  return (
    <StatusBadge
      status={status}
      tones={{ accepted: "success", pending: "warning", declined: "destructive" }}
      fallback="pending"
      label={(s) => t(s)}
      className="whitespace-normal"
    />
  );
}
