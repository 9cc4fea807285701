import { Building2, Calendar, ClipboardCheck, ExternalLink } from "lucide-react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { leadingText } from "@/lib/i18n/reading-order";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Avatar } from "@/components/ui/avatar";
import { DistinguishedBadge, PersonCard, PersonFact } from "@/components/people/person-card";
import { TitledCard } from "@/components/lists/titled-card";
import { getActor, requirePageReader } from "@/lib/auth/session";
import { appOrigin } from "@/lib/http/origin";
import { isAppError } from "@/lib/errors";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { questionPath } from "@/lib/qa/paths";
import { orcidUrl, researcherPath, type ResearcherPageJson } from "@/lib/researchers/types";
import { getResearcherPage, handleOfMember } from "@/lib/server/researchers";
import { handleNowOf } from "@/lib/server/handles";
import { followState } from "@/lib/server/follows/follows";
import { ClientMessages } from "@/components/providers/client-messages";
import { FollowButton } from "@/components/follows/follow-button";
import { HANDLE_MAX, normalizeHandle } from "@/lib/users/handles";
import { REPUTATION_POINTS } from "@/lib/users/reputation";
import { ReportButton } from "@/components/reports/report-button";
import { QueryProvider } from "@/components/providers/query-provider";

type Props = { params: Promise<{ handle: string }> };

const handleOf = async (params: Props["params"]) => {
  const raw = (await params).handle;
  try {
    return normalizeHandle(decodeURIComponent(raw));
  } catch {
    return normalizeHandle(raw); // a stray "%" names no handle: the page is a 404
  }
};

async function load(handle: string, signedIn: boolean): Promise<ResearcherPageJson | null> {
  return getResearcherPage({ handle, signedIn }).catch((e: unknown) => {
    if (isAppError(e) && e.code === "NOT_FOUND") return null;
    throw e;
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(await handleOf(params), (await getActor()) !== null);
  if (!page) return { title: (await getTranslations("Researcher"))("notFoundTitle") };
  const r = page.researcher;
  const description = [r.affiliation, r.bio].filter(Boolean).join(" · ").slice(0, 200) || r.name;
  const url = `${appOrigin()}${researcherPath(r.handle)}`;
  return {
    metadataBase: new URL(appOrigin()),
    title: r.name,
    description,
    alternates: { canonical: url },
    openGraph: { type: "profile", title: r.name, description, url },
  };
}

// A member's researcher page: who they are, their reputation and what they published.
// a handle nobody has is "not found", signed in or out (the page itself is public when reading is)
export default async function ResearcherPage({ params }: Props) {
  const actor = await requirePageReader();
  const handle = await handleOf(params);
  // a member id is longer than any handle: links from items that carry only the id land here
  if (handle.length > HANDLE_MAX) {
    const found = await handleOfMember(handle);
    if (found) redirect(researcherPath(found));
    return notFound();
  }
  const page = await load(handle, actor !== null);
  if (!page) {
    // a handle its member gave up lately leads to them
    const now = await handleNowOf(handle);
    if (now) redirect(researcherPath(now));
    return notFound();
  }
  const r = page.researcher;
  const [t, locale, format, follow] = await Promise.all([
    getTranslations("Researcher"),
    getLocale(),
    getDateFormatter(),
    actor ? followState({ actor, type: "researcher", target: r.handle }) : null,
  ]);
  const sections = [
    { key: "articles", items: page.articles.map((a) => ({ ...a, href: `/article/${a.id}`, title: leadingText(a.title, a.title_en, locale).text })) },
    { key: "accepted", items: page.accepted_answers.map((a) => ({ ...a, href: questionPath(a.question_id), title: t("answerTo", { title: a.title }) })) },
    { key: "questions", items: page.questions.map((q) => ({ ...q, href: questionPath(q.id) })) },
    // members' sections: a visitor of the public site is not shown them
    ...(actor
      ? ([
          { key: "projects", items: page.projects.map((p) => ({ ...p, href: `/research-projects?q=${encodeURIComponent(p.title)}` })) },
          { key: "opportunities", items: page.opportunities.map((o) => ({ ...o, href: `/academic-partnership?q=${encodeURIComponent(o.title)}` })) },
        ] as const)
      : []),
  ] as const;
  return (
    <div className="mx-auto grid w-full max-w-[1200px] gap-6" data-testid="researcher">
      <PersonCard avatar={<Avatar src={r.image} alt={r.name} className="-mt-12 size-24 shrink-0 border-4 border-card" />}>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold" dir="auto">
            {r.name}
          </h1>
          <span className="text-sm text-muted-foreground" dir="ltr">
            @{r.handle}
          </span>
          {r.distinguished && <DistinguishedBadge label={t("distinguished")} hint={t("distinguishedHint")} />}
          {actor && follow && !follow.own && (
            // a div: the report button's provider wraps it in a fieldset, which no span may hold
            <div className="ms-auto flex flex-wrap items-center gap-2">
              <ClientMessages namespaces={["Follows"]}>
                <FollowButton type="researcher" target={r.handle} name={r.name} initialFollowing={follow.following} />
              </ClientMessages>
              <QueryProvider>
                <ReportButton type="member" id={r.handle} label={r.name} text />
              </QueryProvider>
            </div>
          )}
        </div>
        {r.bio && (
          <p className="whitespace-pre-line text-sm leading-6 text-muted-foreground" dir="auto">
            {r.bio}
          </p>
        )}
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          {r.affiliation && (
            <PersonFact icon={Building2}>
              <span dir="auto">{r.affiliation}</span>
            </PersonFact>
          )}
          {r.orcid && (
            <PersonFact icon={ExternalLink}>
              <a href={orcidUrl(r.orcid)} rel="noopener noreferrer me" target="_blank" className="underline-offset-4 hover:underline" dir="ltr">
                {t("orcid")} {r.orcid}
              </a>
            </PersonFact>
          )}
          <PersonFact icon={Calendar}>
            <span>{t("joined", { date: format.long(r.joined) })}</span>
          </PersonFact>
          {/* a count only: the articles reviewed are never named, as most reviews are anonymous */}
          {r.counts.reviews > 0 && (
            <PersonFact icon={ClipboardCheck}>
              <span data-testid="reviews-completed">{t("reviewsCompleted", { count: r.counts.reviews })}</span>
            </PersonFact>
          )}
        </ul>
        {r.interests.length > 0 && (
          <div className="grid gap-1.5">
            <h2 className="text-sm font-semibold">{t("interests")}</h2>
            <ul className="flex flex-wrap gap-2">
              {r.interests.map((tag) => (
                <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-xs text-secondary-foreground" dir="auto">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}
      </PersonCard>
      {/* between the site's sidebars the lists take the width: two columns of them only on a very wide screen, so a title reads on a line or two */}
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="grid content-start gap-6 2xl:grid-cols-2">
          {sections.map((s) => (
            <TitledCard key={s.key} data-testid={`researcher-${s.key}`} title={t(`sections.${s.key}`)} empty={s.items.length === 0 && t("empty")}>
              <ul className="grid gap-2">
                {s.items.map((item) => (
                  <li key={item.id} className="flex items-baseline justify-between gap-3 text-sm">
                    <Link href={item.href} className="min-w-0 underline-offset-4 hover:text-primary hover:underline" dir="auto">
                      {item.title}
                    </Link>
                    <time dateTime={item.created_at} className="shrink-0 text-xs text-muted-foreground">
                      {format.medium(item.created_at)}
                    </time>
                  </li>
                ))}
              </ul>
            </TitledCard>
          ))}
        </div>
        <TitledCard className="h-fit" data-testid="reputation" title={t("reputation")} contentClassName="grid gap-3">
          <p className="text-3xl font-bold text-primary">{t("reputationPoints", { points: r.reputation })}</p>
          <h3 className="text-sm font-semibold">{t("breakdownTitle")}</h3>
          <dl className="grid gap-1.5 text-sm">
            {r.reputation_breakdown.map((line) => (
              <div key={line.source} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{t(`source.${line.source}`, { count: line.count, weight: REPUTATION_POINTS[line.source] })}</dt>
                <dd className="font-medium">{format.number(line.points)}</dd>
              </div>
            ))}
          </dl>
        </TitledCard>
      </div>
    </div>
  );
}
