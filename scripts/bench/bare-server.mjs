// The physical floor `npm run bench` measures the app against: plain node:http answering
// read.php?limit=20 and get_single.php?id= with the same JSON, from the same database file
// (scripts/bench/posts-json.mjs), with no framework, no session check and no view recording.
// Usage: node scripts/bench/bare-server.mjs <db file> <port>
import { createServer } from "node:http";
import { openPosts } from "./posts-json.mjs";

const [file, port = "3341"] = process.argv.slice(2);
const posts = openPosts(file);

const send = (res, { status, body }) => {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
};

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === "/backend/api/posts/read.php") return send(res, posts.readPage(url.searchParams.get("limit")));
  if (url.pathname === "/backend/api/posts/get_single.php") return send(res, posts.single(url.searchParams.get("id")));
  send(res, { status: 404, body: { success: false, error: "Not found", code: "NOT_FOUND" } });
}).listen(Number(port), "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
