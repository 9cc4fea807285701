import { FileText, ShieldCheck, UserPlus, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { MonthLineChart } from "@/components/charts/month-line-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { getDashboardStats } from "@/lib/server/dashboard";
import { requirePageAdmin } from "@/lib/session";

export async function generateMetadata() {
  return { title: (await getTranslations("Dashboard"))("title") };
}

export default async function AdminDashboardPage() {
  await requirePageAdmin();
  const [t, format, stats] = await Promise.all([getTranslations("Dashboard"), getDateFormatter(), getDashboardStats()]);
  const cards = [
    { label: t("totalUsers"), value: stats.users, icon: Users },
    { label: t("posts"), value: stats.posts, icon: FileText },
    { label: t("newThisMonth"), value: stats.newThisMonth, icon: UserPlus },
    { label: t("admins"), value: stats.admins, icon: ShieldCheck },
  ];
  return (
    <>
      <AdminPageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <CardContent className="flex items-center justify-between p-5">
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="mt-1 text-3xl font-bold" data-testid="stat-value">{format.number(value)}</p>
              </div>
              <span className="rounded-full bg-primary/10 p-3 text-primary"><Icon className="size-6" /></span>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <CardHeader><CardTitle className="text-lg">{t("signupsChart")}</CardTitle></CardHeader>
          <CardContent>
            <MonthLineChart
              series={[
                { key: "signups", label: t("signups"), color: "var(--color-primary)" },
                { key: "posts", label: t("postsSeries"), color: "var(--color-accent)" },
              ]}
              data={stats.byMonth.map((m) => ({ label: format.month(m.month), signups: m.signups, posts: m.posts }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle className="text-lg">{t("recentMembers")}</CardTitle></CardHeader>
          <CardContent>
            {stats.recent.length === 0 ? <p className="text-sm text-muted-foreground">{t("noMembers")}</p> : (
              <ul className="grid max-h-64 gap-3 overflow-y-auto">
                {stats.recent.map((u) => (
                  <li key={u.id} className="flex items-center justify-between gap-2 border-b pb-2 last:border-0">
                    <span className="min-w-0"><bdi className="block truncate font-medium">{u.name}</bdi><bdi dir="ltr" className="block truncate text-xs text-muted-foreground">{u.email}</bdi></span>
                    <span className="shrink-0 text-xs text-muted-foreground">{t("joined", { date: format.medium(u.createdAt) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
