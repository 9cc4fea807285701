"use client";

import { useTranslations } from "next-intl";
import { StatusBadge, type Tone } from "@/components/ui/badge";
import type { QuestionStatus } from "@/lib/qa/rules";

export const QUESTION_TONES: Record<QuestionStatus, Tone> = { approved: "success", pending: "warning", rejected: "destructive" };

/** A question's status: the admin's Published / Pending / Rejected. */
export function QuestionStatusBadge({ status }: { status: string }) {
  const t = useTranslations("AdminQA.status");
  return <StatusBadge status={status} tones={QUESTION_TONES} fallback="pending" label={(s) => t(s)} />;
}
