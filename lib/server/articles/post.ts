import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { postSearchKey } from "@/lib/posts/search";
import { htmlToText } from "@/lib/posts/text";
import { sanitizeArticleHtml, textToSafeHtml, toPlainText } from "@/lib/sanitize";
import { CONTENT_MAX } from "@/lib/schemas/posts";
import { writePostTags } from "@/lib/server/tags/tags";
import { isHidden } from "@/lib/server/hidden";

// A published article is shown by a Post: the legacy API, the home feed, search, likes, views and
// the sitemap all read posts, and none of them needs to know about the review workflow. The post
// exists only while the article is published, so none of them can show a draft or a retraction.
// Its id is the article's address (`pageId`), which outlives the post: a retracted article is still
// read there, from the article itself (lib/server/articles/retracted.ts).

type Tx = Prisma.TransactionClient;

const ARABIC_COMMA = "، ";

/** The post's columns from the article: its Arabic title and abstract, its authors' names, its body. */
async function postData(tx: Tx, articleId: number) {
  const a = await tx.article.findUniqueOrThrow({ where: { id: articleId }, include: { coAuthors: { orderBy: { position: "asc" } } } });
  const author = [a.authorName, ...a.coAuthors.map((c) => c.name)].join(ARABIC_COMMA);
  const content = [...toPlainText(a.abstractAr)].slice(0, CONTENT_MAX).join("");
  const body = a.body.trim() ? sanitizeArticleHtml(a.body) : "";
  const data = {
    title: a.title,
    author,
    content,
    // without a body the page shows the abstract, which is plain text: escaped, never read as markup
    fullContent: body && htmlToText(body) ? body : textToSafeHtml(a.abstractAr),
    keywords: a.keywords,
    searchKey: postSearchKey({ title: a.title, content, author, keywords: a.keywords }),
  };
  return { article: a, data };
}

/** On publication: the post that shows the article, credited to its author. */
export async function createArticlePost(tx: Tx, articleId: number) {
  const { article, data } = await postData(tx, articleId);
  // a hidden article stays out of the feeds even when an editor publishes it again
  if (article.postId || isHidden(article)) return article.postId;
  const post = await tx.post.create({ data: { ...data, createdById: article.userId } });
  await writePostTags(tx, post.id, data.keywords);
  await tx.article.update({ where: { id: articleId }, data: { postId: post.id, pageId: post.id } });
  return post.id;
}

/** After an editor's edit of a published article: its post says the same. */
export async function syncArticlePost(tx: Tx, articleId: number) {
  const { article, data } = await postData(tx, articleId);
  if (!article.postId) return;
  await tx.post.update({ where: { id: article.postId }, data });
  await writePostTags(tx, article.postId, data.keywords);
}

/** On retraction: the post goes (with its likes, views and comments), so no list of posts shows the article; its address stays. */
export async function removeArticlePost(tx: Tx, articleId: number) {
  const a = await tx.article.findUniqueOrThrow({ where: { id: articleId }, select: { postId: true } });
  if (a.postId) await tx.post.deleteMany({ where: { id: a.postId } });
}
