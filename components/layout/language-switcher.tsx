"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { setLocale } from "@/app/actions";
import { cn } from "@/lib/utils";

/** Switches the interface language; `onSwitched` runs once the page shows the new one (a drawer closes). */
export function LanguageSwitcher({ className, compact = false, onSwitched }: { className?: string; compact?: boolean; onSwitched?: () => void }) {
  const t = useTranslations("Language");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={t("switchToLabel")}
      lang={other}
      onClick={() =>
        startTransition(async () => {
          await setLocale(other);
          router.refresh();
          onSwitched?.();
        })
      }
      className={cn("inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-black/10 disabled:opacity-60", className)}
    >
      <Languages className="size-4 shrink-0" />
      {!compact && <span>{t("switchTo")}</span>}
    </button>
  );
}
