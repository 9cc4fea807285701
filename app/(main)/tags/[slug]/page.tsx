import { ArrowLeft, Rss } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PostCard } from "@/components/posts/post-card";
import { ClientMessages } from "@/components/providers/client-messages";
import { Button } from "@/components/ui/button";
import { tagPath, tagSlug } from "@/lib/articles/tags";
import { requirePageReader } from "@/lib/auth/session";
import { appOrigin } from "@/lib/http/origin";
import { ZPageQuery } from "@/lib/schemas/common";
import { findTagKeyword, findTagPage } from "@/lib/server/tags/tag-page";
import { FollowButton } from "@/components/follows/follow-button";
import { isPublicReading } from "@/lib/auth/public-pages";
import { tagFeedUrl } from "@/lib/feeds/names";
import { getFeedToken } from "@/lib/server/feed-tokens";
import { followState } from "@/lib/server/follows/follows";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The tag as stored: the address may come percent-encoded, and in any case or spacing of the keyword. */
async function slugOf(params: Props["params"]) {
  const raw = (await params).slug;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a stray "%" is a keyword character, not an escape
  }
  return tagSlug(decoded);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params);
  const t = await getTranslations("TagPage");
  const keyword = slug ? await findTagKeyword(slug) : null;
  if (keyword === null) return { title: t("notFoundTitle") };
  const description = t("description", { keyword });
  return {
    metadataBase: new URL(appOrigin()),
    title: t("title", { keyword }),
    description,
    alternates: { canonical: tagPath(slug), types: { "application/atom+xml": [{ url: tagFeedUrl("", slug, null), title: t("feedTitle", { keyword }) }] } },
    openGraph: { type: "website", title: t("title", { keyword }), description, url: tagPath(slug) },
  };
}

// A keyword's page: the published articles that carry it, newest first, a page at a time (the
// cursor is the last article shown), with the link to its Atom feed.
export default async function TagPage({ params, searchParams }: Props) {
  const actor = await requirePageReader();
  const slug = await slugOf(params);
  const query = ZPageQuery.pick({ cursor: true }).safeParse(await searchParams);
  const page = slug && query.success ? await findTagPage({ slug, cursor: query.data.cursor, actor }) : null;
  // a tag no article carries is "not found", signed in or out (tag pages are public when reading is)
  if (!page) return notFound();
  // a members-only site's feed reader has no session: the member's link carries their token
  const [t, token, follow] = await Promise.all([
    getTranslations("TagPage"),
    actor && !isPublicReading() ? getFeedToken({ actor }) : null,
    actor ? followState({ actor, type: "tag", target: slug }) : null,
  ]);
  return (
    <ClientMessages namespaces={["Categories", "Follows"]}>
      <div className="grid gap-6" data-testid="tag-page">
        <header className="flex flex-wrap items-end justify-between gap-4 border-b pb-4">
          <div className="grid min-w-0 gap-1">
            <p className="text-sm text-muted-foreground">{t("eyebrow")}</p>
            <h1 className="text-3xl font-bold tracking-tight" dir="auto">
              {page.keyword}
            </h1>
            <p className="text-sm text-muted-foreground">{t("count", { count: page.total })}</p>
          </div>
          {/* the tag's actions (its feed; following it) side by side */}
          <div className="flex flex-wrap items-center gap-2" data-testid="tag-actions">
            <Button asChild variant="outline" size="sm">
              <a href={tagFeedUrl("", slug, token)} type="application/atom+xml">
                <Rss />
                {t("feed")}
              </a>
            </Button>
            {follow && <FollowButton type="tag" target={slug} name={page.keyword} initialFollowing={follow.following} />}
          </div>
        </header>
        <div className="grid gap-6 md:grid-cols-2" data-testid="post-list">
          {page.cards.map((p) => (
            <PostCard key={p.id} post={p} signedOut={!actor} headingLevel={2} />
          ))}
        </div>
        {(page.nextCursor || query.data?.cursor) && (
          <nav aria-label={t("pages")} className="flex flex-wrap items-center justify-center gap-3">
            {query.data?.cursor && (
              <Button asChild variant="ghost">
                <Link href={tagPath(slug)}>{t("newest")}</Link>
              </Button>
            )}
            {page.nextCursor && (
              <Button asChild variant="outline">
                <Link href={`${tagPath(slug)}?cursor=${page.nextCursor}`} rel="next">
                  {t("older")} <ArrowLeft className="ltr:rotate-180" />
                </Link>
              </Button>
            )}
          </nav>
        )}
      </div>
    </ClientMessages>
  );
}
