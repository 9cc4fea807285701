// Search at scale: seeds Arabic articles and times `read.php?q=` for a common and a rare
// phrase, one connection, p50/p95 (measured, never asserted). `npm run bench` can call
// `seedSearchArticles` and `benchSearch`; alone: `npx next build`, then `npx tsx scripts/bench/search.mjs`
// (a throwaway database on BENCH_PORT or E2E_PORT, default 3901; SEARCH_BENCH_ARTICLES, default 100,000).
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { childEnv, toolEnv } from "../config.mjs";
import { signIn, timeSequential } from "./measure.mjs";

const COMMON = "الذكاء الاصطناعي"; // in one article of five
const RARE = "الحوسبة الكمومية"; // in one article of 2,000
const WORDS = (
  "البحث العلمي الجامعة المكتبات الرقمية دراسة تحليل البيانات منهجية الطلاب المعلمين التعليم عن بعد الصحة العامة " +
  "الطاقة المتجددة البيئة المياه الزراعة الاقتصاد التنمية المستدامة الهندسة الطب الأوبئة اللغة العربية الترجمة " +
  "التاريخ الفلسفة الرياضيات الفيزياء الكيمياء الأحياء الوراثة الخوارزميات الشبكات الأمن السيبراني التعلم الآلي " +
  "المجتمع الثقافة الإعلام القانون السياسات الإدارة الابتكار ريادة الأعمال المدن الذكية النقل الصناعة المواد"
).split(" ");

/** A deterministic pseudo-random stream, so every run stores the same text. */
function* numbers(seed = 7) {
  let x = seed;
  for (;;) yield (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** `count` articles of about 60 words (with their search keys), newest spread over a year. */
export async function searchArticles({ count = 100_000 } = {}) {
  const { postSearchKey } = await import("../../lib/posts/search.ts");
  const rand = numbers();
  const words = (n) => Array.from({ length: n }, () => WORDS[Math.floor(rand.next().value * WORDS.length)]).join(" ");
  const YEAR_MS = 365 * 86_400_000;
  return Array.from({ length: count }, (_, n) => {
    const extra = n % 5 === 0 ? ` ${COMMON}` : n % 2000 === 7 ? ` ${RARE}` : "";
    const post = { title: `${words(4)}${n % 10 === 0 ? extra : ""}`, author: "باحث", content: `${words(60)}${extra}`, keywords: words(2) };
    return { ...post, searchKey: postSearchKey(post), createdAt: new Date(Date.now() - (n % 1000) * (YEAR_MS / 1000)) };
  });
}

/** Stores them through any Prisma client (either engine), 5,000 at a time. */
export async function seedSearchArticles(db, options) {
  const rows = await searchArticles(options);
  for (let i = 0; i < rows.length; i += 5000) await db.post.createMany({ data: rows.slice(i, i + 5000) });
}

/** The same straight into a SQLite file in one transaction (Prisma's createMany takes minutes for 100,000 here). */
export async function seedSearchArticlesSqlite(file, options) {
  const { default: Database } = await import("better-sqlite3");
  const rows = await searchArticles(options);
  const sql = new Database(file);
  sql.pragma("busy_timeout = 15000");
  const insert = sql.prepare(
    `INSERT INTO "Post" ("title", "author", "content", "keywords", "searchKey", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = (d) => d.toISOString().replace("Z", "+00:00"); // as Prisma's SQLite adapter stores a DateTime
  sql.transaction(() => {
    for (const r of rows) insert.run(r.title, r.author, r.content, r.keywords, r.searchKey, at(r.createdAt), at(r.createdAt));
  })();
  sql.close();
}

async function time(label, n, fn, before) {
  const at = await timeSequential(n, fn, before);
  console.log(`${label.padEnd(56)} n=${n}  p50=${at(50)} ms  p95=${at(95)} ms`);
}

/**
 * Times the searches through the API (`get` fetches a path signed in); pages of 20, as the home list
 * asks: repeated (the server keeps the ranking), and with `write` (an untimed write that changes what
 * the index holds) before each, so each is ranked anew.
 */
export async function benchSearch({ get, write, n = 50 }) {
  for (const [label, q] of [
    ["common", COMMON],
    ["rare", RARE],
  ]) {
    const path = `/backend/api/posts/read.php?q=${encodeURIComponent(q)}&limit=20`;
    const first = await get(path);
    await time(`read.php?q= ${label} (${first.total} matches), repeated`, n, () => get(path));
    if (write) await time(`read.php?q= ${label}, ranked anew after a write`, n, () => get(path), write);
  }
}

/**
 * The same two searches straight on the SQLite file, three ways: a LIKE scan over the key, newest
 * first, and its count (before full-text search); the first FTS5 statement (every match joined to
 * "Post" for its date, then a second count); the app's statement today (`rankedSql`: ranked in the
 * index, page and count at once). The database's share of the cost, one query after another.
 */
export async function benchSearchSql(file, { n = 30 } = {}) {
  const { default: Database } = await import("better-sqlite3");
  const { queryTerms, stemmedKeyOf } = await import("../../lib/search/arabic.ts");
  const { ftsQuery, rankedSql } = await import("../../lib/search/search-query.ts");
  const sql = new Database(file, { readonly: true });
  for (const q of [COMMON, RARE]) {
    const like = `%${stemmedKeyOf(q).trim()}%`;
    const page = sql.prepare(`SELECT id FROM "Post" WHERE "searchKey" LIKE ? ORDER BY "createdAt" DESC, id DESC LIMIT 21`);
    const count = sql.prepare(`SELECT count(*) FROM "Post" WHERE "searchKey" LIKE ?`);
    await time(`SQL LIKE scan "${q}"`, n, () => (page.all(like), count.get(like)));
    const match = ftsQuery(queryTerms(q));
    const joined = sql.prepare(
      `SELECT f.rowid FROM "Post_search" f JOIN "Post" p ON p.id = f.rowid WHERE "Post_search" MATCH ? ORDER BY f.rank, p."createdAt" DESC, p.id DESC LIMIT 21`,
    );
    const ftsCount = sql.prepare(`SELECT count(*) FROM "Post_search" WHERE "Post_search" MATCH ?`);
    await time(`SQL FTS5 joined to "Post" "${q}"`, n, () => (joined.all(match), ftsCount.get(match)));
    const ranked = rankedSql("Post", queryTerms(q), { limit: 21 }, false);
    const inIndex = sql.prepare(ranked.sql);
    await time(`SQL FTS5 ranked in the index "${q}"`, n, () => inIndex.all(...ranked.params));
  }
  sql.close();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { E2E_ENV } = await import("../../e2e/env.mjs");
  const port = Number(toolEnv.BENCH_PORT || toolEnv.E2E_PORT || 3901);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["e2e/serve.mjs"], { env: childEnv({ E2E_PORT: String(port) }), stdio: ["ignore", "ignore", "inherit"] });
  process.on("exit", () => server.kill("SIGTERM"));
  for (let i = 0; ; i++) {
    if (i === 240) throw new Error("server did not start");
    if (
      await fetch(`${base}/login`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const count = Number(toolEnv.SEARCH_BENCH_ARTICLES || 100_000);
  const t = performance.now();
  const pg = /^postgres/.test(E2E_ENV.DATABASE_URL);
  const { scriptClient } = await import("../../prisma/client.ts");
  const db = await scriptClient(E2E_ENV.DATABASE_URL);
  if (pg) await seedSearchArticles(db, { count });
  else await seedSearchArticlesSqlite(E2E_ENV.DATABASE_URL.replace(/^file:/, ""), { count });
  console.log(`seeded ${count} articles in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  // the synchronous insert held this event loop while the server closed the idle keep-alive
  // connection: let the close be seen, or the next fetch reuses it ("other side closed")
  await new Promise((r) => setTimeout(r, 500));
  const cookie = await signIn(base, E2E_ENV.ADMIN_EMAIL, E2E_ENV.ADMIN_PASSWORD);
  // the write: one article's date written again (its index row is replaced, the version moves)
  const { id } = await db.post.findFirstOrThrow({ select: { id: true } });
  const write = () => db.$executeRaw`UPDATE "Post" SET "createdAt" = "createdAt" WHERE "id" = ${id}`;
  await benchSearch({ get: (path) => fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.json()), write });
  await db.$disconnect();
  if (!pg) await benchSearchSql(E2E_ENV.DATABASE_URL.replace(/^file:/, ""));
  process.exit(0);
}
