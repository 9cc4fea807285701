import "server-only";
import { cache } from "react";
import type { Locale } from "@/lib/i18n/config";
import { db } from "@/lib/db";
import { toLicense } from "@/lib/articles/licenses";
import type { ScholarlyPage, ScholarlyWork } from "@/lib/articles/scholarly";
import { appOrigin } from "@/lib/http/origin";
import { splitKeywords } from "@/lib/posts/text";
import { summaryText } from "@/lib/sanitize";
import { articleCsl, formattedCitation } from "@/lib/server/articles/citations";
import { ARTICLE_INCLUDE, toArticleJson } from "@/lib/server/articles/serialize";
import { socialImageOf } from "@/lib/server/social-image";
import { journal } from "@/lib/server/journal";
import { ARTICLE_PDF_ENDPOINT } from "@/lib/articles/types";
import ar from "@/messages/ar.json";
import { articleUrl } from "@/lib/server/feeds";
import { RETRACTED_AT_ADDRESS, retractedTitle } from "@/lib/server/articles/retracted";

/**
 * A published article (a post) as citing tools and readers of its printout see it: its scholarly
 * description (the reviewed article's authors, abstract, DOI, PDF and licence when it went through
 * review; the post's own fields for an editor's shortcut post) and its APA and Chicago references; a retracted
 * article (whose post is gone) from the article, marked retracted. Null when neither is at this
 * address. Read once per request by the page head and the page.
 */
export const findScholarlyWork = cache(async function findScholarlyWork(postId: number, locale: Locale): Promise<ScholarlyPage | null> {
  const post = await db.post.findUnique({
    where: { id: postId },
    select: { title: true, author: true, content: true, keywords: true, createdAt: true, imageUrl: true, imagePath: true },
  });
  // a retracted article has no post; it is described from the article, marked retracted
  const [article, image] = await Promise.all([
    db.article.findFirst({ where: post ? { postId, status: "published" } : { AND: [RETRACTED_AT_ADDRESS, { pageId: postId }] }, include: ARTICLE_INCLUDE }),
    socialImageOf(post ?? { imageUrl: null, imagePath: null }),
  ]);
  if (!post && !article) return null;
  // the authors as the articles API lists them, each with their own affiliation and ORCID iD
  const authors = article ? toArticleJson(article).authors : [{ name: post!.author, affiliation: null, orcid: null, user_id: null, pending: false }];
  const origin = appOrigin();
  const url = articleUrl(postId);
  const site = ar.Common.appName;
  const work: ScholarlyWork = {
    url,
    title: article?.title ?? post!.title,
    titleEn: article?.titleEn ?? null,
    description: [...summaryText({ abstract: article?.abstractAr, content: post?.content ?? "" })].slice(0, 500).join(""),
    authors: authors.map(({ name, affiliation, orcid }) => ({ name, affiliation, orcid })),
    publishedAt: (article?.publishedAt ?? post?.createdAt ?? article!.createdAt).toISOString(),
    keywords: splitKeywords(post?.keywords ?? article!.keywords),
    doi: article?.doi ?? null,
    // the author's PDF when there is one, else the typeset version of record
    pdfUrl: article?.pdfPath ? `${origin}${article.pdfPath}` : article ? `${origin}${ARTICLE_PDF_ENDPOINT}?id=${article.id}` : null,
    license: toLicense(article?.license),
    site,
    journal: journal(),
    volume: article?.volume ?? null,
    articleNumber: article?.articleNumber ?? null,
    language: "ar",
    image,
    retraction:
      article?.status === "retracted"
        ? { title: retractedTitle(article.title, "ar"), at: (article.retractedAt ?? article.updatedAt).toISOString(), note: article.retractionNote ?? "" }
        : null,
  };
  const csl = articleCsl(
    {
      id: article?.id ?? postId,
      title_ar: work.title,
      abstract_ar: work.description,
      keywords: work.keywords,
      authors,
      doi: work.doi,
      license: work.license,
      published_at: work.publishedAt,
      created_at: work.publishedAt,
      volume: work.volume,
      article_number: work.articleNumber,
    },
    { url, site, journal: work.journal },
  );
  return { work, citations: { apa: formattedCitation(csl, "apa", locale), chicago: formattedCitation(csl, "chicago", locale) }, reviewed: article !== null };
});
