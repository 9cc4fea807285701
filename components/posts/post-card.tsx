import { ArrowLeft, CalendarDays, Clock, UserRound } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { PostCardData } from "@/lib/posts/types";
import { ArticleImage } from "./article-image";
import { CategoryTag } from "./category-tag";
import { PostExcerpt } from "./post-excerpt";
import { BookmarkButton, LikeButton } from "./reactions";
import { ResearcherLink } from "@/components/people/researcher-link";
import { KeywordLinks } from "./keyword-links";
import { MetaRow } from "@/components/ui/meta-item";
import { byline, inReadingOrder } from "@/lib/i18n/reading-order";

/**
 * The article card: image, category, author, date, read time, title, excerpt, keywords (each
 * linking to its tag page), reactions, read full. The title and excerpt in the reader's interface
 * language lead where the article has them, the other title follows. Rendered by the server (the home page's first articles, the saved list) and in the browser
 * (the articles "show more" adds); the excerpt's toggle and the reactions are its client islands.
 */
export function PostCard({ post, signedOut = false, headingLevel = 3 }: { post: PostCardData; signedOut?: boolean; headingLevel?: 2 | 3 }) {
  const t = useTranslations("Posts");
  // a page that lists cards right under its title gives them the next level (levels are not skipped)
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const format = useDateFormatter();
  const locale = useLocale();
  const [title, otherTitle] = inReadingOrder(post.title, post.titleEn, locale);
  const excerpt = locale === "en" && post.titleEn && post.abstractEn ? post.abstractEn : post.content;
  return (
    <article data-testid="post-card" className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] bg-muted">
        {/* one column below md, two above, within the page's width */}
        <ArticleImage src={post.image} alt={t("imageAlt", { title: title.text })} sizes="(min-width: 768px) 400px, 100vw" />
        <CategoryTag category={post.category} className="absolute start-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <MetaRow
          facts={[
            { icon: UserRound, content: <ResearcherLink {...byline(post.author, locale)} handle={post.authorHandle} /> },
            { icon: CalendarDays, content: <time dateTime={post.createdAt}>{format.long(post.createdAt)}</time> },
            { icon: Clock, content: t("readTime", { minutes: post.readTime }) },
          ]}
        />
        <div className="grid gap-1">
          <Heading className="text-lg font-bold leading-7" dir="auto" lang={title.lang}>
            <Link href={`/article/${post.id}`} className="hover:text-primary">
              {title.text}
            </Link>
          </Heading>
          {otherTitle && (
            <p className="text-sm text-muted-foreground" dir="auto" lang={otherTitle.lang} data-testid="post-card-other-title">
              {otherTitle.text}
            </p>
          )}
        </div>
        <PostExcerpt content={excerpt} />
        {post.keywords.length > 0 && <KeywordLinks keywords={post.keywords} label={t("keywords")} />}
        <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3">
          {/* a signed-out reader of a public page has nothing to like or keep */}
          <div className="flex items-center gap-1">
            {!signedOut && (
              <>
                <LikeButton postId={post.id} liked={post.liked} count={post.likes} />
                <BookmarkButton postId={post.id} bookmarked={post.bookmarked} />
              </>
            )}
          </div>
          <Button asChild size="sm" variant="secondary">
            <Link href={`/article/${post.id}`}>
              {t("readFull")} <ArrowLeft className="ltr:rotate-180" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
