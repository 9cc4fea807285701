// How an audit entry's step and target read in the reader's language: the entry keeps codes
// (statuses, a report's reason, the kind of record), never a sentence in one language.
import type { useTranslations } from "next-intl";
import { labelOf } from "@/lib/i18n/keys";
import type { AuditEntryJson } from "@/lib/audit/types";

type AuditTranslator = ReturnType<typeof useTranslations<"Audit">>;

/** "مسودة ← مرسلة", "بلاغ: خارج الموضوع", "قبول، بعد تحكيمين (الجولة ١)", or null when the entry records no step. */
export function auditStepText(t: AuditTranslator, detail: AuditEntryJson["detail"], number: (n: number) => string = String): string | null {
  if (!detail) return null;
  const status = (s: string) => labelOf(t, "statuses", s);
  if (detail.decision)
    return t("decisionStep", { decision: labelOf(t, "decisions", detail.decision), reviews: detail.reviews ?? 0, round: number(detail.round ?? 1) });
  if (detail.mode) return t("modeStep", { mode: labelOf(t, "modes", detail.mode) });
  if (detail.reason) return t("reportReason", { reason: labelOf(t, "reasons", detail.reason) });
  if (detail.from && detail.to) return t("step", { from: status(detail.from), to: status(detail.to) });
  if (detail.to) return t("stepTo", { to: status(detail.to) });
  return null;
}

/** "المقال ٢": the kind of record in the reader's language and its number in their digits (a text id as it is). */
export function auditTargetText(t: AuditTranslator, entry: Pick<AuditEntryJson, "target_type" | "target_id">, number: (n: number) => string): string {
  const id = /^\d+$/.test(entry.target_id) ? number(Number(entry.target_id)) : entry.target_id;
  return t("target_line", { kind: labelOf(t, "targets", entry.target_type), id });
}
