import { postTagRows } from "../../lib/articles/tags";
import { postSearchKey } from "../../lib/posts/search";
import { testDb } from "../fixtures";

/** An article stored directly (past the write-time sanitizer: callers may store hostile HTML on purpose). */
export async function seedPost(
  data: Partial<{ title: string; author: string; content: string; fullContent: string; keywords: string; category: string; imagePath: string | null }> = {},
) {
  const db = await testDb();
  const post = {
    title: data.title ?? `مقال ${Math.random().toString(36).slice(2, 8)}`,
    author: data.author ?? "باحث",
    content: data.content ?? "ملخص المقال",
    keywords: data.keywords ?? "",
  };
  const row = await db.post.create({
    data: { ...post, fullContent: data.fullContent ?? "", category: data.category ?? "", imagePath: data.imagePath ?? null, searchKey: postSearchKey(post) },
  });
  await db.postTag.createMany({ data: postTagRows(row.id, row.keywords) });
  return row;
}
