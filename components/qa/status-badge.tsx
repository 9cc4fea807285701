"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

const VARIANT = { approved: "success", pending: "warning", rejected: "destructive" } as const;

/** A question's status: the admin's Published / Pending / Rejected (spec §3). */
export function QuestionStatusBadge({ status }: { status: string }) {
  const t = useTranslations("AdminQA.status");
  const key = status in VARIANT ? (status as keyof typeof VARIANT) : "pending";
  return (
    <Badge variant={VARIANT[key]} className="whitespace-nowrap">
      {t(key)}
    </Badge>
  );
}
