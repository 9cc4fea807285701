import { useTranslations } from "next-intl";
import { StatusBadge, type Tone } from "@/components/ui/badge";

/** An opportunity's colours (the admin's table uses them too). */
export const OPPORTUNITY_TONES = { approved: "success", pending: "warning", rejected: "destructive" } as const satisfies Record<string, Tone>;
const REQUEST_TONES = { accepted: "success", pending: "warning", declined: "destructive" } as const satisfies Record<string, Tone>;

/** The list badges: معتمد / في الانتظار / مرفوض. */
export function OpportunityStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Partnership.status");
  return <StatusBadge status={status} tones={OPPORTUNITY_TONES} fallback="pending" label={(s) => t(s)} className="whitespace-normal" />;
}

export function RequestStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Partnership.requestStatus");
  return <StatusBadge status={status} tones={REQUEST_TONES} fallback="pending" label={(s) => t(s)} className="whitespace-normal" />;
}
