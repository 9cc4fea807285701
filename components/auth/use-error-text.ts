"use client";

import { useTranslations } from "next-intl";
import type { ActionResult } from "@/lib/action";

/** Turns a failed action result into the sentence a member reads. */
export function useErrorText() {
  const t = useTranslations("Errors");
  return (result: Extract<ActionResult<unknown>, { ok: false }>, fallback: string) => {
    if (result.code === "RATE_LIMITED") return t("RATE_LIMITED", { minutes: Math.max(1, Math.ceil((result.retryAfter ?? 60) / 60)) });
    if (result.code === "INTERNAL") return fallback;
    return t.has(result.code) ? t(result.code) : fallback;
  };
}
