// Gives the posts stored before tags existed their tag rows (migration post_tags, after.ts).
import { postTagRows } from "../lib/articles/tags";

type Db = { all: (sql: string) => Promise<Record<string, unknown>[]>; run: (sql: string, params: unknown[]) => Promise<unknown> };

export async function backfillPostTags(db: Db) {
  const posts = await db.all(`SELECT "id", "keywords" FROM "Post" WHERE "keywords" <> ''`);
  for (const post of posts)
    for (const row of postTagRows(Number(post.id), String(post.keywords)))
      await db.run(`INSERT INTO "PostTag" ("postId", "slug", "keyword") VALUES ($1, $2, $3)`, [row.postId, row.slug, row.keyword]);
}
