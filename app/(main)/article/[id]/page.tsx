import { CalendarDays, Clock, Eye, UserRound } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { byline, inReadingOrder } from "@/lib/i18n/reading-order";
import { ArticleBody } from "@/components/posts/article-body";
import { ArticleImage } from "@/components/posts/article-image";
import { BackButton } from "@/components/posts/back-button";
import { CategoryTag } from "@/components/posts/category-tag";
import { BookmarkButton, LikeButton } from "@/components/posts/reactions";
import { ShareButton } from "@/components/posts/share-button";
import { isAppError } from "@/lib/errors";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { appOrigin } from "@/lib/http/origin";
import { ZPostId } from "@/lib/schemas/posts";
import { findPostSummary, readPost } from "@/lib/server/posts";
import { signInPathFor } from "@/lib/auth/return-path";
import { requirePageReader, signInFirst } from "@/lib/auth/session";
import { pageDescription } from "@/lib/articles/scholarly";
import { PrintedCitation, ScholarlyHead } from "@/components/articles/scholarly-head";
import { findScholarlyWork } from "@/lib/server/articles/scholarly";
import { KeywordsFooter } from "@/components/posts/keyword-links";
import { ArticlePublication } from "@/components/articles/article-publication";
import { findArticleOfPost } from "@/lib/server/articles/articles";
import { journal } from "@/lib/server/journal";
import { handlesOf } from "@/lib/server/handles";
import { ResearcherLink } from "@/components/people/researcher-link";
import { CommentsSection } from "@/components/comments/comments-section";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { findCommentsPage } from "@/lib/server/comments";
import { ReportButton } from "@/components/reports/report-button";
import { MetaRow } from "@/components/ui/meta-item";
import { findRetractedArticlePage } from "@/lib/server/articles/retracted";
import { RetractedArticle } from "./_components/retracted-article";
import { ArticleUsage } from "@/components/articles/article-usage";
import { articleUsage } from "@/lib/server/usage";
import { OpenReviews, PeerReviewStatement } from "@/components/articles/peer-review-record";

type Props = { params: Promise<{ id: string }> };

const idOf = async (params: Props["params"]) => {
  const parsed = ZPostId.safeParse((await params).id);
  return parsed.success ? parsed.data : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = await idOf(params);
  const locale = await getLocale();
  const [summary, scholarly] = id ? await Promise.all([findPostSummary({ id }), findScholarlyWork(id, locale)]) : [null, null];
  // a retracted article has no post, and is titled as retracted
  if (!scholarly || (!summary && !scholarly.work.retraction)) return { title: (await getTranslations("Posts"))("notFoundTitle") };
  const { work } = scholarly;
  // the title in the reader's interface language, where the article has one
  const title = work.retraction?.title ?? inReadingOrder(summary!.title, work.titleEn, locale)[0].text;
  // a reviewed article is described by its abstract as written, an editor's shortcut post by its excerpt
  const description = pageDescription(work, scholarly.reviewed);
  const image = { url: work.image.url, width: work.image.width, height: work.image.height, type: work.image.type, alt: title };
  return {
    metadataBase: new URL(appOrigin()),
    title,
    description,
    authors: work.authors.map(({ name }) => ({ name })),
    keywords: work.keywords,
    alternates: { canonical: work.url },
    openGraph: {
      type: "article",
      url: work.url,
      siteName: work.site,
      title,
      description,
      images: [image],
      publishedTime: work.publishedAt,
      authors: work.authors.map(({ name }) => name),
      tags: work.keywords,
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function ArticlePage({ params }: Props) {
  const actor = await requirePageReader();
  const id = await idOf(params);
  const post = id
    ? await readPost({ id, actor, headers: await headers() }).catch((e: unknown) => {
        if (isAppError(e) && e.code === "NOT_FOUND") return null;
        throw e;
      })
    : null;
  // a retracted article keeps its address: its page says so, and its text stays readable
  const retracted = id && !post ? await findRetractedArticlePage(id) : null;
  if (id && retracted) {
    const [scholarly, handleOf] = await Promise.all([
      findScholarlyWork(id, await getLocale()),
      handlesOf(retracted.authors.filter((a) => !a.pending).map((a) => a.user_id)),
    ]);
    return <RetractedArticle article={retracted} scholarly={scholarly} journal={journal()} handleOf={handleOf} actor={actor} />;
  }
  // a signed-out visitor learns nothing of what is not published: they are asked to sign in, as before
  if (!id || !post) return actor ? notFound() : signInFirst();
  const [t, locale, format, publication, scholarly, comments] = await Promise.all([
    getTranslations("Posts"),
    getLocale(),
    getDateFormatter(),
    findArticleOfPost({ postId: id, actor }),
    findScholarlyWork(id, await getLocale()),
    findCommentsPage({ articleId: id, actor }),
  ]);
  // a reviewed article's usage: totals for every reader, the months for its author and the editors
  const usage = publication ? await articleUsage({ id: publication.id, actor }) : null;
  // authors who are members link to their researcher pages, once they agreed to be named
  const handleOf = publication ? await handlesOf(publication.authors.filter((a) => !a.pending).map((a) => a.user_id)) : null;
  const [title, otherTitle] = inReadingOrder(post.title, post.titleEn, locale);
  return (
    <article className="mx-auto grid max-w-3xl gap-6 print:max-w-none" data-testid="article">
      {scholarly && <ScholarlyHead work={scholarly.work} />}
      {/* a visitor from outside has nowhere on the site to go back to */}
      {actor && (
        <div className="print:hidden">
          <BackButton />
        </div>
      )}
      <header className="grid gap-4">
        <div>
          <CategoryTag category={post.category} hashtag />
        </div>
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold leading-snug sm:text-4xl" dir="auto" lang={title.lang}>
            {title.text}
          </h1>
          {otherTitle && (
            <p className="text-lg text-muted-foreground" dir="auto" lang={otherTitle.lang} data-testid="article-other-title">
              {otherTitle.text}
            </p>
          )}
        </div>
        <MetaRow
          large
          className="gap-x-5 gap-y-2"
          facts={[
            { icon: UserRound, content: <ResearcherLink {...byline(post.author, locale)} handle={post.authorHandle} /> },
            { icon: CalendarDays, content: <time dateTime={post.createdAt}>{format.long(post.createdAt)}</time> },
            { icon: Clock, content: t("readTime", { minutes: post.readTime }), testId: "read-time" },
            { icon: Eye, content: t("views", { count: post.views }), testId: "view-count" },
          ]}
        />
        <div className="flex flex-wrap items-center gap-2 border-y py-3 print:hidden" data-testid="article-actions">
          {actor && (
            <>
              <LikeButton postId={post.id} liked={post.liked} count={post.likes} />
              <BookmarkButton postId={post.id} bookmarked={post.bookmarked} withLabel />
            </>
          )}
          <ShareButton title={title.text} text={post.shareText} />
          {/* a reviewed article is reported (the editors' posts are theirs to correct) */}
          {actor && publication && publication.user_id !== actor.id && (
            // a div: the provider wraps the button in a fieldset, which no span may hold
            <div className="ms-auto">
              <QueryProvider>
                <ReportButton type="article" id={publication.id} label={title.text} text />
              </QueryProvider>
            </div>
          )}
        </div>
      </header>
      {post.hasImage && (
        <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-muted">
          <ArticleImage src={post.image} alt={t("imageAlt", { title: title.text })} priority sizes="(min-width: 800px) 768px, 100vw" />
        </div>
      )}
      {publication && handleOf && <ArticlePublication article={publication} journal={journal()} handleOf={handleOf} citations={scholarly?.citations} />}
      {publication?.peer_review && <PeerReviewStatement record={publication.peer_review} />}
      <ArticleBody html={post.bodyHtml} />
      {publication?.peer_review && <OpenReviews record={publication.peer_review} />}
      <KeywordsFooter keywords={post.keywords} title={t("keywords")} />
      {usage && <ArticleUsage usage={usage} />}
      {scholarly && <PrintedCitation citation={scholarly.citations.apa} url={scholarly.work.url} />}
      {/* a signed-out reader reads the discussion, and is offered to sign in and come back to write */}
      <div className="print:hidden">
        <ClientMessages namespaces={["Comments", "Reports"]}>
          <QueryProvider>
            <CommentsSection articleId={id} meId={actor?.id ?? null} initial={comments} signIn={signInPathFor(`/article/${id}`)} />
          </QueryProvider>
        </ClientMessages>
      </div>
    </article>
  );
}
