import { getTranslations } from "next-intl/server";
import { getDateFormatter } from "@/lib/i18n/dates-server";

/** One entry of the updates panel (the server reads them; this only shows them). */
export type LatestUpdate = { id: number; title: string; summary: string; author: string; category: string; date: Date };

/** The panel's content, streamed after the loading text (newest first, with the reader's date format). */
export async function UpdatesList({ updates: pending }: { updates: Promise<LatestUpdate[]> }) {
  const [updates, t, format] = await Promise.all([pending, getTranslations("Updates"), getDateFormatter()]);
  if (updates.length === 0) return <p className="p-2 text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <ol className="grid gap-3" data-testid="updates-list">
      {updates.map((u) => (
        <li key={u.id} className="rounded-lg border bg-background p-3">
          <div className="mb-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
            <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary" dir="auto">
              {u.category}
            </span>
            <time dateTime={u.date.toISOString()}>{format.medium(u.date)}</time>
          </div>
          <h3 className="text-sm font-semibold leading-6" dir="auto">
            {u.title}
          </h3>
          <p className="mt-1 text-sm leading-6 text-muted-foreground" dir="auto">
            {u.summary}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{t("by", { author: u.author })}</p>
        </li>
      ))}
    </ol>
  );
}

export async function UpdatesLoading() {
  const t = await getTranslations("Updates");
  return (
    <p className="p-2 text-sm text-muted-foreground" role="status">
      {t("loading")}
    </p>
  );
}
