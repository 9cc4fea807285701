import { BookOpen, FileText, MessagesSquare, PlusCircle, ScrollText, Users } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { MonthLineChart, SharePieChart } from "@/components/charts/lazy-charts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { getDashboard } from "@/lib/server/dashboard";
import { labelOf } from "@/lib/i18n/keys";
import { auditStepText, auditTargetText } from "@/lib/audit/words";
import { requirePageAdmin } from "@/lib/auth/session";
import { adminSectionHref } from "@/lib/admin-section-href";

export async function generateMetadata() {
  return { title: (await getTranslations("Dashboard"))("title") };
}

export default async function AdminDashboardPage() {
  const actor = await requirePageAdmin();
  const [t, ta, format, stats] = await Promise.all([getTranslations("Dashboard"), getTranslations("Audit"), getDateFormatter(), getDashboard({ actor })]);
  const n = (v: number) => format.number(v);
  const kindLabel = (kind: string) => labelOf(t, "kinds", kind);
  const actionLabel = (action: string) => labelOf(ta, "actions", action);
  const cards = [
    { label: t("users"), value: stats.totals.users, icon: Users },
    { label: t("posts"), value: stats.totals.posts, icon: FileText },
    { label: t("questions"), value: stats.totals.questions, icon: MessagesSquare },
    { label: t("resources"), value: stats.totals.resources, icon: BookOpen },
  ];
  const months = stats.by_month.map((m) => ({ ...m, label: format.month(m.month) }));
  const kinds = stats.resources_by_kind.filter((k) => k.count > 0).map((k) => ({ label: kindLabel(k.kind), value: k.count }));
  return (
    <>
      <AdminPageHeader title={t("title")} subtitle={t("subtitle")} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t("title")}>
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label}>
            <Card>
              <CardContent className="flex items-center justify-between p-5">
                <div>
                  <p className="text-sm text-muted-foreground">{label}</p>
                  <p className="mt-1 text-3xl font-bold" data-testid="stat-value">
                    {n(value)}
                  </p>
                </div>
                <span className="rounded-full bg-primary/10 p-3 text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Card className="min-w-0 xl:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">{t("byMonthChart")}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="sr-only">
              {t("byMonthSummary", {
                items: months.map((m) => t("monthItem", { month: format.monthYear(m.month), users: m.users, posts: m.posts })).join("؛ "),
              })}
            </p>
            <div aria-hidden>
              <MonthLineChart
                series={[
                  { key: "users", label: t("usersSeries"), color: "var(--color-primary)" },
                  { key: "posts", label: t("postsSeries"), color: "var(--color-accent)" },
                ]}
                data={months.map((m) => ({ label: m.label, users: m.users, posts: m.posts }))}
              />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("resourcesChart")}</CardTitle>
          </CardHeader>
          <CardContent>
            {kinds.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("noResources")}</p>
            ) : (
              <>
                <p className="sr-only">{t("resourcesSummary", { items: kinds.map((k) => t("resourceItem", { kind: k.label, count: k.value })).join("؛ ") })}</p>
                <div aria-hidden>
                  <SharePieChart data={kinds} />
                </div>
              </>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Card className="min-w-0 xl:col-span-2">
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle className="text-lg">{t("recentActivity")}</CardTitle>
            <Link href="/admin/audit" className="text-sm font-medium text-primary hover:underline">
              {t("viewAudit")}
            </Link>
          </CardHeader>
          <CardContent>
            {stats.recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("noActivity")}</p>
            ) : (
              // scrolls once the activity is long: focusable, so the keyboard can scroll it too
              <ul tabIndex={0} aria-label={t("recentActivity")} className="grid max-h-64 gap-3 overflow-y-auto pe-1" data-testid="recent-activity">
                {stats.recent.map((e) => (
                  <li key={e.id} className="flex items-start gap-3 border-b pb-3 last:border-0">
                    <span className="mt-0.5 rounded-full bg-primary/10 p-2 text-primary">
                      <ScrollText className="size-4" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium">
                        {actionLabel(e.action)}: {e.summary ? <bdi dir="auto">{e.summary}</bdi> : auditTargetText(ta, e, n)}
                        {auditStepText(ta, e.detail, n) && <span className="ms-2 text-muted-foreground">({auditStepText(ta, e.detail, n)})</span>}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {ta("by")} <bdi dir="ltr">{e.actor_email}</bdi> ·{" "}
                        <bdi>
                          <time dateTime={e.created_at}>{format.medium(e.created_at)}</time>
                        </bdi>
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("quickActions")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button asChild>
              <Link href={adminSectionHref("home")}>
                <PlusCircle aria-hidden /> {t("addArticle")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={adminSectionHref("qa")}>
                <MessagesSquare aria-hidden /> {t("reviewQuestions")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
