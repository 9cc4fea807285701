import { BarChart3, Download, Eye, UsersRound } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { MonthLineChart } from "@/components/charts/lazy-charts";
import { MetaRow } from "@/components/ui/meta-item";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { DOUBLE_CLICK_MS } from "@/lib/usage/rules";

type Usage = {
  views: number;
  unique_views: number;
  downloads: number;
  by_month: { month: string; views: number; downloads: number }[] | null;
};

/**
 * An article's usage, counted as COUNTER 5 counts it: the totals for every reader, and for its
 * author and the editors the months as a chart (recharts, loaded in the browser when it nears the
 * screen). Months beyond the last twelve are in stats.php.
 */
export async function ArticleUsage({ usage }: { usage: Usage }) {
  const [t, format] = await Promise.all([getTranslations("Usage"), getDateFormatter()]);
  const months = usage.by_month?.slice(-12);
  return (
    <section className="grid gap-3 rounded-xl border p-4 print:hidden" aria-labelledby="article-usage-title" data-testid="article-usage">
      <h2 id="article-usage-title" className="flex items-center gap-2 text-base font-semibold">
        <BarChart3 className="size-4" aria-hidden />
        {t("title")}
      </h2>
      <MetaRow
        className="gap-x-5 gap-y-2"
        facts={[
          { icon: Eye, content: t("views", { count: usage.views }), testId: "usage-views" },
          { icon: UsersRound, content: t("uniqueViews", { count: usage.unique_views }), testId: "usage-unique-views" },
          { icon: Download, content: t("downloads", { count: usage.downloads }), testId: "usage-downloads" },
        ]}
      />
      {months && (
        <figure className="grid gap-2" data-testid="usage-chart">
          <figcaption className="text-sm font-medium">{t("chartTitle")}</figcaption>
          <MonthLineChart
            data={months.map((m) => ({ label: format.month(m.month), views: m.views, downloads: m.downloads }))}
            series={[
              { key: "views", label: t("viewsSeries"), color: "var(--color-primary)" },
              { key: "downloads", label: t("downloadsSeries"), color: "var(--color-accent)" },
            ]}
          />
        </figure>
      )}
      <p className="text-xs text-muted-foreground">{t("note", { seconds: DOUBLE_CLICK_MS / 1000 })}</p>
    </section>
  );
}
