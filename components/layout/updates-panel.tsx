"use client";

import { Megaphone, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { cn } from "@/lib/utils";

const UpdatesSheet = lazyDialog(() => import("./updates-sheet").then((m) => m.UpdatesSheet));

/**
 * The latest-updates panel on the end side (left in Arabic), 288 px, collapsible to a
 * narrow strip, collapsed under 1024 px until the member opens it. `null` = follow the width.
 * Under 768 px even the strip is too wide for the page: a button in the top bar opens the
 * updates as a sheet instead (updates-sheet.tsx).
 */
export function UpdatesPanel({ children }: { children: React.ReactNode }) {
  const t = useTranslations("Updates");
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(min-width: 1024px)");
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  const auto = expanded === null; // until toggled, CSS follows the width (no flash on load)
  const open = expanded ?? wide;
  const Icon = open ? PanelLeftClose : PanelLeftOpen;
  return (
    <>
      <UpdatesSheetButton>{children}</UpdatesSheetButton>
      <aside
        aria-label={t("title")}
        data-testid="updates-panel"
        className={cn(
          "sticky top-0 z-20 h-dvh shrink-0 border-s bg-card pt-14 transition-[width] duration-200 max-md:hidden md:pt-0",
          auto ? "w-12 lg:w-72" : expanded ? "w-72 max-md:fixed max-md:end-0 max-md:shadow-2xl" : "w-12",
        )}
      >
        <div
          className={cn(
            "flex items-center gap-2 border-b px-3 py-4",
            auto ? "justify-center lg:justify-between" : expanded ? "justify-between" : "justify-center",
          )}
        >
          <h2 className={cn("flex items-center gap-2 font-bold", auto ? "hidden lg:flex" : !expanded && "hidden")}>
            <Megaphone className="size-4 text-primary" /> {t("title")}
          </h2>
          <button
            type="button"
            onClick={() => setExpanded(!open)}
            aria-label={open ? t("collapse") : t("expand")}
            aria-expanded={open}
            className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <Icon className="size-5 rtl:rotate-180" />
          </button>
        </div>
        <div
          role="region"
          aria-label={t("title")}
          tabIndex={0}
          className={cn("h-[calc(100%-4rem)] overflow-y-auto p-3", auto ? "hidden lg:block" : !expanded && "hidden")}
        >
          {children}
        </div>
      </aside>
    </>
  );
}

/** On phones: the top bar's updates button (beside the profile picture); the sheet it opens loads on the first tap. */
function UpdatesSheetButton({ children }: { children: React.ReactNode }) {
  const t = useTranslations("Updates");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t("openSheet")}
        {...UpdatesSheet.opener(open, () => setOpen(true))}
        className="fixed end-14 top-2.5 z-40 rounded-md p-2 text-white hover:bg-white/10 md:hidden"
        data-testid="updates-sheet-button"
      >
        <Megaphone className="size-5" />
      </button>
      <UpdatesSheet open={open} onOpenChange={setOpen}>
        {children}
      </UpdatesSheet>
    </>
  );
}
