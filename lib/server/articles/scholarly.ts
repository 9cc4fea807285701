import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { toLicense } from "@/lib/articles/licenses";
import type { ScholarlyWork } from "@/lib/articles/scholarly";
import { appOrigin } from "@/lib/http/origin";
import { htmlToText, splitKeywords } from "@/lib/posts/text";
import { toPlainText } from "@/lib/sanitize";
import { articleCsl, formatCitation } from "@/lib/server/articles/citations";
import ar from "@/messages/ar.json";
import { articleUrl } from "@/lib/server/feeds";

/**
 * A published article (a post) as citing tools and readers of its printout see it: its scholarly
 * description (the reviewed article's authors, abstract, DOI, PDF and licence when it went through
 * review; the post's own fields for an editor's shortcut post) and its APA citation. Null when the
 * post does not exist. Read once per request by the page head and the page.
 */
export const findScholarlyWork = cache(async function findScholarlyWork(
  postId: number,
): Promise<{ work: ScholarlyWork; apa: string; reviewed: boolean } | null> {
  const post = await db.post.findUnique({
    where: { id: postId },
    select: { title: true, author: true, content: true, keywords: true, createdAt: true },
  });
  if (!post) return null;
  const article = await db.article.findFirst({
    where: { postId, status: "published" },
    include: { coAuthors: { orderBy: { position: "asc" } } },
  });
  const origin = appOrigin();
  const url = articleUrl(postId);
  const site = ar.Common.appName;
  const work: ScholarlyWork = {
    url,
    title: article?.title ?? post.title,
    titleEn: article?.titleEn ?? null,
    description: (article ? toPlainText(article.abstractAr) : htmlToText(post.content)).slice(0, 500),
    authors: article ? [article.authorName, ...article.coAuthors.map((c) => c.name)] : [post.author],
    publishedAt: (article?.publishedAt ?? post.createdAt).toISOString(),
    keywords: splitKeywords(post.keywords),
    doi: article?.doi ?? null,
    pdfUrl: article?.pdfPath ? `${origin}${article.pdfPath}` : null,
    license: toLicense(article?.license),
    site,
    language: "ar",
  };
  const csl = articleCsl(
    {
      id: article?.id ?? postId,
      title_ar: work.title,
      abstract_ar: work.description,
      keywords: work.keywords,
      authors: work.authors.map((name) => ({ name, orcid: null })),
      doi: work.doi,
      license: work.license,
      published_at: work.publishedAt,
      created_at: work.publishedAt,
    },
    { url, site },
  );
  return { work, apa: formatCitation(csl, "apa", work.title).text, reviewed: article !== null };
});
