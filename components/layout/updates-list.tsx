import { getTranslations } from "next-intl/server";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { UpdateBody } from "@/components/layout/update-body";

/** One entry of the updates panel (the server reads them; this only shows them). */
export type LatestUpdate = { id: number; title: string; summary: string; author: string; category: string; date: Date };

/** The panel's content, streamed after the loading text (newest first, with the reader's date format). */
export async function UpdatesList({ updates: pending }: { updates: Promise<LatestUpdate[]> }) {
  const [updates, t, format] = await Promise.all([pending, getTranslations("Updates"), getDateFormatter()]);
  if (updates.length === 0) return <p className="p-2 text-sm text-muted-foreground">{t("empty")}</p>;
  // plain blocks, valid wherever they land: when the panel's data arrives late, React may stream its
  // items apart inside hidden <div> holders, outside any list (so no <li>, no listitem role)
  return (
    <div className="grid gap-3" data-testid="updates-list">
      {updates.map((u) => (
        <div key={u.id} className="rounded-lg border bg-background p-3" data-testid="update">
          <UpdateBody update={u} iso={u.date.toISOString()} date={format.medium(u.date)} by={t("by", { author: u.author })} compact />
        </div>
      ))}
    </div>
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
