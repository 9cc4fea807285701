import { postTagRows } from "../../lib/articles/tags";
import { postSearchKey } from "../../lib/posts/search";
import { testDb, type TestUser } from "../fixtures";

const uniq = () => Math.random().toString(36).slice(2, 8);

/**
 * A published article as a post written by `by` at `createdAt`, with optional co-authors who are
 * members (an Article in status published, as the review workflow leaves it).
 */
export async function seedAuthoredPost({
  by,
  createdAt,
  keywords = "",
  coAuthors = [],
  title = `مقال ${uniq()}`,
}: {
  by?: TestUser;
  createdAt: Date;
  keywords?: string;
  coAuthors?: TestUser[];
  title?: string;
}) {
  const db = await testDb();
  const text = { title, author: by?.name ?? "باحث", content: "ملخص", keywords };
  const post = await db.post.create({ data: { ...text, createdById: by?.id ?? null, createdAt, searchKey: postSearchKey(text) } });
  await db.postTag.createMany({ data: postTagRows(post.id, keywords) });
  if (coAuthors.length) {
    await db.article.create({
      data: {
        userId: by?.id ?? null,
        authorName: text.author,
        status: "published",
        title,
        abstractAr: "ملخص",
        keywords,
        publishedAt: createdAt,
        postId: post.id,
        // co-authors who agreed to be named (the consent flow has its own tests)
        coAuthors: { create: coAuthors.map((u, i) => ({ position: i + 1, name: u.name, userId: u.id, confirmedAt: new Date() })) },
      },
    });
  }
  return post;
}

/** An article that never reached publication (no post): no list may show it. */
export async function seedUnpublishedArticle(by: TestUser, status: "draft" | "submitted" | "retracted", keywords = "") {
  const db = await testDb();
  return db.article.create({ data: { userId: by.id, authorName: by.name, status, title: `مسودة ${uniq()}`, abstractAr: "ملخص", keywords } });
}

export const handleOf = async (user: TestUser) => (await (await testDb()).user.findUniqueOrThrow({ where: { id: user.id } })).handle!;
