"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/badge";

/** A question's status: the admin's Published / Pending / Rejected. */
export function QuestionStatusBadge({ status }: { status: string }) {
  const t = useTranslations("AdminQA.status");
  return <StatusBadge status={status} tones={{ approved: "success", pending: "warning", rejected: "destructive" }} fallback="pending" label={(s) => t(s)} />;
}
