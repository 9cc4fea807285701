// The JSON of read.php?limit= and get_single.php?id= straight from the database file with
// better-sqlite3: what both floors of `npm run bench` answer (the bare node:http server and the
// minimal Next build, scripts/bench/framework-floor.mjs), field for field as the app answers, with no
// session check and no view recording.
import Database from "better-sqlite3";

/** @param {string} file the app's SQLite database */
export function openPosts(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 15000");
  const columns = new Set(
    db
      .prepare("SELECT name FROM pragma_table_info('Post')")
      .all()
      .map((c) => c.name),
  );
  // the counts as the app's schema keeps them: columns when it has them, else counted per row
  const counts = columns.has("likeCount")
    ? "likeCount AS likes, viewCount AS views"
    : "(SELECT count(*) FROM PostLike l WHERE l.postId = p.id) AS likes, (SELECT count(*) FROM PostView v WHERE v.postId = p.id) AS views";
  const fields = `p.id, p.title, p.author, p.content, p.fullContent, p.keywords, p.imageUrl, p.imagePath, p.category, p.readTime, p.createdAt, ${counts}`;
  const firstPage = db.prepare(`SELECT ${fields} FROM Post p ORDER BY p.createdAt DESC, p.id DESC LIMIT ?`);
  const total = db.prepare("SELECT count(*) AS n FROM Post");
  const one = db.prepare(`SELECT ${fields} FROM Post p WHERE p.id = ?`);

  const legacy = (p) => ({
    id: p.id,
    title: p.title,
    author: p.author,
    content: p.content,
    full_content: p.fullContent,
    keywords: p.keywords,
    image_url: p.imageUrl,
    image_path: p.imagePath,
    category: p.category || "عام",
    read_time: p.readTime ?? 1,
    views: p.views,
    likes: p.likes,
    created_at: new Date(p.createdAt).toISOString(),
  });

  return {
    /** read.php?limit=: the first page, newest first, the total and the next cursor */
    readPage(/** @type {string | null} */ limitParam) {
      const limit = Math.min(100, Number(limitParam ?? 20));
      const rows = firstPage.all(limit + 1);
      const more = rows.length > limit;
      const items = more ? rows.slice(0, limit) : rows;
      return { status: 200, body: { success: true, posts: items.map(legacy), total: total.get().n, next_cursor: more ? items.at(-1).id : null } };
    },
    /** get_single.php?id= */
    single(/** @type {string | null} */ idParam) {
      const row = one.get(Number(idParam));
      return row
        ? { status: 200, body: { success: true, post: legacy(row) } }
        : { status: 404, body: { success: false, error: "Post not found", code: "NOT_FOUND" } };
    },
  };
}
