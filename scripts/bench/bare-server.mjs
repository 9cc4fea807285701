// The floor `npm run bench` measures the app against: plain node:http + better-sqlite3 answering
// read.php?limit=20 and get_single.php?id= with the same JSON, from the same database file, with
// no framework, no session check and no view recording. Usage: node scripts/bench/bare-server.mjs <db file> <port>
import { createServer } from "node:http";
import Database from "better-sqlite3";

const [file, port = "3341"] = process.argv.slice(2);
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

const send = (res, status, body) => {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
};

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === "/backend/api/posts/read.php") {
    const limit = Math.min(100, Number(url.searchParams.get("limit") ?? 20));
    const rows = firstPage.all(limit + 1);
    const more = rows.length > limit;
    const items = more ? rows.slice(0, limit) : rows;
    return send(res, 200, { success: true, posts: items.map(legacy), total: total.get().n, next_cursor: more ? items.at(-1).id : null });
  }
  if (url.pathname === "/backend/api/posts/get_single.php") {
    const row = one.get(Number(url.searchParams.get("id")));
    return row ? send(res, 200, { success: true, post: legacy(row) }) : send(res, 404, { success: false, error: "Post not found", code: "NOT_FOUND" });
  }
  send(res, 404, { success: false, error: "Not found", code: "NOT_FOUND" });
}).listen(Number(port), "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
