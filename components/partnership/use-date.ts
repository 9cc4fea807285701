"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { dateLocaleOf, type Locale } from "@/lib/i18n/config";

/** Dates as spec §9 says: ar-EG in Arabic, en-GB in English. */
export function useDateFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const fmt = new Intl.DateTimeFormat(dateLocaleOf(locale), { dateStyle: "medium" });
    return (iso: string) => fmt.format(new Date(iso));
  }, [locale]);
}
