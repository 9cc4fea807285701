import { Ban, CalendarDays, UserRound } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { byline, leadingText } from "@/lib/i18n/reading-order";
import { ArticlePublication } from "@/components/articles/article-publication";
import { ResearcherLink } from "@/components/people/researcher-link";
import { ArticleBody } from "@/components/posts/article-body";
import { BackButton } from "@/components/posts/back-button";
import { KeywordsFooter } from "@/components/posts/keyword-links";
import { MetaRow } from "@/components/ui/meta-item";
import { PrintedCitation, ScholarlyHead } from "@/components/articles/scholarly-head";
import type { ArticleDetailJson } from "@/lib/articles/types";
import type { Actor } from "@/lib/auth/session";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import type { ScholarlyPage } from "@/lib/articles/scholarly";
import type { Journal } from "@/lib/articles/journal";

/**
 * The page of a retracted article, at the address it was published at: the retraction first (its
 * date and the editor's note), then the article as it was, still readable by those who cite it.
 * Its post went with the retraction, so nothing here counts views, takes likes or holds comments.
 */
export async function RetractedArticle({
  article,
  scholarly,
  journal,
  handleOf,
  actor,
}: {
  article: ArticleDetailJson;
  scholarly: ScholarlyPage | null;
  journal: Journal;
  handleOf: (userId: string | null) => string | null;
  actor: Actor | null;
}) {
  const [t, tr, format, locale] = await Promise.all([getTranslations("Posts"), getTranslations("Retraction"), getDateFormatter(), getLocale()]);
  const title = leadingText(article.title_ar, article.title_en, locale);
  const retractedAt = article.retracted_at ?? article.updated_at;
  const published = article.published_at ?? article.created_at;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 print:max-w-none" data-testid="article">
      {scholarly && <ScholarlyHead work={scholarly.work} />}
      {actor && (
        <div className="print:hidden">
          <BackButton />
        </div>
      )}
      <section aria-labelledby="retraction-heading" className="grid gap-2 rounded-2xl border-2 border-destructive p-5" data-testid="retraction-banner">
        <h2 id="retraction-heading" className="flex items-center gap-2 text-xl font-bold text-destructive">
          <Ban className="size-5 shrink-0" aria-hidden />
          {tr("banner")}
        </h2>
        <p>
          <time dateTime={retractedAt}>{tr("retractedOn", { date: format.long(retractedAt) })}</time>
        </p>
        {article.retraction_note && (
          <p>
            <strong>{tr("note")}: </strong>
            <span dir="auto">{article.retraction_note}</span>
          </p>
        )}
        <p className="text-sm text-muted-foreground">{tr("explanation")}</p>
      </section>
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold leading-snug sm:text-4xl" dir="auto" lang={title.lang}>
          {title.text}
        </h1>
        <MetaRow
          large
          className="gap-x-5 gap-y-2"
          facts={[
            {
              icon: UserRound,
              content: <ResearcherLink {...byline(article.authors.map((a) => a.name).join("، "), locale)} handle={handleOf(article.user_id)} />,
            },
            { icon: CalendarDays, content: <time dateTime={published}>{format.long(published)}</time> },
          ]}
        />
      </header>
      <ArticlePublication article={article} journal={journal} handleOf={handleOf} citations={scholarly?.citations} />
      {article.body && <ArticleBody html={article.body} />}
      <KeywordsFooter keywords={article.keywords} title={t("keywords")} />
      {scholarly && <PrintedCitation citation={scholarly.citations.apa} url={scholarly.work.url} />}
    </article>
  );
}
