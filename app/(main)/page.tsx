import { sectionMetadata } from "@/components/layout/page-title";
import { ClientMessages } from "@/components/providers/client-messages";
import { ArrowDown, Award, BookOpenText, Search, TrendingUp, UserPlus, Users } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Suspense } from "react";
import { PostCard } from "@/components/posts/post-card";
import { PostFeed } from "@/components/posts/post-feed";
import { PostSearch } from "@/components/posts/post-search";
import { PostSkeletons } from "@/components/posts/post-skeletons";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { ACTIVE_DAYS, getCommunityStats } from "@/lib/server/community-stats";
import { findPostCards } from "@/lib/server/posts";
import { findFollowedCards } from "@/lib/server/follows/follows";
import { cn } from "@/lib/utils";
import { requirePageUser, type Actor } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata("home");
}

const FIRST_PAGE = 5; // the feed opens with five articles; "show more" adds three at a time

// The home page's four figures, from the database: cached for a minute.
async function CommunityFigures() {
  const [stats, t, df] = await Promise.all([getCommunityStats(), getTranslations("Home"), getDateFormatter()]);
  const figures = [
    { key: "published", label: t("statPublishedReal"), value: df.number(stats.published), icon: BookOpenText },
    { key: "active", label: t("statActive", { days: ACTIVE_DAYS }), value: df.number(stats.activeResearchers), icon: Users },
    stats.growth === null
      ? { key: "growth", label: t("statGrowthNew"), value: `+${df.number(stats.joinedThisMonth)}`, icon: TrendingUp }
      : { key: "growth", label: t("statGrowthReal"), value: df.percent(stats.growth, true), icon: TrendingUp },
    { key: "distinguished", label: t("statDistinguished"), value: df.number(stats.distinguished), icon: Award },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map(({ key, label, value, icon: Icon }) => (
        <li
          key={key}
          className="flex flex-col items-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
          data-testid={`home-stat-${key}`}
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-xl font-bold sm:text-2xl">
              <bdi dir="ltr">{value}</bdi>
            </span>
            <span className="block text-sm text-muted-foreground">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

async function LatestPosts({ actor, q }: { actor: Actor; q: string }) {
  const [{ cards, nextCursor }, t] = await Promise.all([findPostCards({ actor, q, limit: FIRST_PAGE }), getTranslations("Home")]);
  if (cards.length === 0) {
    return q ? (
      <EmptyState icon={Search} title={t("noResultsTitle")} body={t("noResultsHint", { query: q })} />
    ) : (
      <EmptyState icon={BookOpenText} title={t("emptyTitle")} body={t("emptyHint")} />
    );
  }
  return (
    <PostFeed
      key={q}
      firstIds={cards.map((c) => c.id)}
      firstCards={cards.map((c) => (
        <PostCard key={c.id} post={c} />
      ))}
      nextCursor={nextCursor}
      q={q}
    />
  );
}

// The Following tab: the articles of the researchers and tags the member follows, the same cards.
async function FollowedPosts({ actor }: { actor: Actor }) {
  const [{ cards, nextCursor }, t] = await Promise.all([findFollowedCards({ actor, limit: FIRST_PAGE }), getTranslations("Follows")]);
  if (cards.length === 0) return <EmptyState icon={UserPlus} title={t("emptyTitle")} body={t("emptyHint")} />;
  return (
    <PostFeed
      following
      firstIds={cards.map((c) => c.id)}
      firstCards={cards.map((c) => (
        <PostCard key={c.id} post={c} />
      ))}
      nextCursor={nextCursor}
    />
  );
}

/** Latest and Following: links (the tab is in the URL, `?tab=following`), so the first page comes rendered by the server. */
async function FeedTabs({ following }: { following: boolean }) {
  const t = await getTranslations("Follows");
  const tabs = [
    { key: "latest", href: "/#posts", label: t("tabLatest"), current: !following },
    { key: "following", href: "/?tab=following#posts", label: t("tabFollowing"), current: following },
  ];
  return (
    <nav aria-label={t("tabsLabel")}>
      <ul className="flex gap-1 rounded-xl border bg-card p-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              scroll={false}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "block rounded-lg px-4 py-2 text-sm font-medium transition-colors",
                tab.current ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default async function HomePage({ searchParams }: { searchParams: Promise<{ q?: string | string[]; tab?: string | string[] }> }) {
  const actor = await requirePageUser();
  const params = await searchParams;
  const raw = params.q;
  const following = params.tab === "following";
  const q = following ? "" : (typeof raw === "string" ? raw : "").trim().slice(0, 200);
  const [t, tf] = await Promise.all([getTranslations("Home"), getTranslations("Follows")]);
  return (
    <ClientMessages namespaces={["Home", "Categories"]}>
      <div className="grid gap-10">
        <section className="relative overflow-hidden rounded-2xl bg-sidebar px-6 py-12 text-white shadow-lg sm:px-10 sm:py-16">
          <div aria-hidden className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-primary/40 blur-3xl" />
          <div aria-hidden className="pointer-events-none absolute -bottom-28 -start-16 size-72 rounded-full bg-accent/25 blur-3xl" />
          <div className="relative max-w-2xl">
            <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{t("heroTitle")}</h1>
            <p className="mt-4 text-base leading-8 text-white/85 sm:text-lg">{t("heroIntro")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button asChild size="lg" variant="accent">
                <a href="#posts">
                  <ArrowDown /> {t("browseArticles")}
                </a>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/40 bg-white/10 text-white hover:bg-white/20">
                <Link href="/academic-partnership">
                  <Users /> {t("joinCommunity")}
                </Link>
              </Button>
            </div>
          </div>
        </section>

        <section aria-label={t("statsLabel")}>
          <CommunityFigures />
        </section>

        <section id="posts" className="grid scroll-mt-20 gap-6" aria-labelledby="posts-title">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="posts-title" className="text-2xl font-bold">
                {following ? tf("followingTitle") : q ? t("resultsFor", { query: q }) : t("latest")}
              </h2>
              {!q && <p className="mt-1 text-sm text-muted-foreground">{following ? tf("followingSubtitle") : t("latestSubtitle")}</p>}
            </div>
            <FeedTabs following={following} />
          </div>
          {following ? (
            <Suspense fallback={<PostSkeletons count={4} label={t("loadingMore")} />}>
              <FollowedPosts actor={actor} />
            </Suspense>
          ) : (
            <PostSearch q={q}>
              <Suspense key={q} fallback={<PostSkeletons count={4} label={t("loadingMore")} />}>
                <LatestPosts actor={actor} q={q} />
              </Suspense>
            </PostSearch>
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
