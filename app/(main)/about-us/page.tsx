import { Gem, Target, UsersRound, type LucideIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { sectionMetadata } from "@/components/layout/page-title";
import { ArticleBody } from "@/components/posts/article-body";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/utils";
import { getAbout } from "@/lib/server/about";
import { requirePageUser } from "@/lib/auth/session";

export const generateMetadata = () => sectionMetadata("aboutUs");

/** About us: hero, mission, team members and values, all from the database. */
export default async function AboutUsPage() {
  await requirePageUser();
  const [about, t, format] = await Promise.all([getAbout(), getTranslations("About"), getDateFormatter()]);
  return (
    <div className="grid gap-10">
      <section className="relative overflow-hidden rounded-2xl bg-sidebar px-6 py-12 text-white shadow-lg sm:px-10 sm:py-14">
        <div aria-hidden className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-primary/40 blur-3xl" />
        <div className="relative max-w-2xl">
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{t("heroTitle")}</h1>
          <p className="mt-4 text-base leading-8 text-white/85 sm:text-lg">{t("heroIntro")}</p>
        </div>
      </section>

      <Part id="about-mission" icon={Target} title={t("mission")} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        {about.mission ? <ArticleBody html={about.mission} /> : <p className="text-muted-foreground">{t("empty")}</p>}
      </Part>

      <Part id="about-team" icon={UsersRound} title={t("team")} empty={about.team.length === 0 && t("empty")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="about-team">
          {about.team.map((m, i) => (
            <li key={i} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
              <Mark className="size-16 text-2xl">{[...m.name.replace(/^(د|م|أ)\.\s*/, "").trim()][0] ?? ""}</Mark>
              <div>
                <h3 className="text-lg font-semibold" dir="auto">
                  {m.name}
                </h3>
                <p className="text-sm font-medium text-primary" dir="auto">
                  {m.role}
                </p>
              </div>
              <p className="text-sm leading-7 text-muted-foreground" dir="auto">
                {m.description}
              </p>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="about-values" icon={Gem} title={t("values")} empty={about.values.length === 0 && t("empty")}>
        <ul className="grid gap-4 sm:grid-cols-3" data-testid="about-values">
          {about.values.map((v, i) => (
            <li key={i} className="flex items-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <Mark className="size-8 text-sm">{format.number(i + 1)}</Mark>
              <p className="leading-7" dir="auto">
                {v}
              </p>
            </li>
          ))}
        </ul>
      </Part>
    </div>
  );
}

/** One part of the page under its heading; `empty`, when there is nothing to list, stands instead of it. */
function Part({
  id,
  icon: Icon,
  title,
  className,
  empty,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  className?: string;
  empty?: string | false;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-2xl font-bold">
        <Icon className="size-6 text-primary" aria-hidden /> {title}
      </h2>
      {empty ? <EmptyState title={empty} /> : children}
    </section>
  );
}

/** The round mark before a team member (an initial) or a value (its number): decoration, the text says it. */
function Mark({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <span className={cn("grid shrink-0 place-items-center rounded-full bg-primary/10 font-bold text-primary", className)} aria-hidden>
      {children}
    </span>
  );
}
