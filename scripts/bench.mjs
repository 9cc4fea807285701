// `npm run bench`: measures (never asserts) the admin users list, the dashboard and sign-in on the
// production build with 10,000 members and 100,000 articles, on a throwaway database. Run `npx next build` first.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { E2E_ENV } from "../e2e/env.mjs";

const port = Number(process.env.BENCH_PORT || 3900);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["e2e/serve.mjs"], { env: { ...process.env, E2E_PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function time(label, n, fn) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))].toFixed(1);
  console.log(`${label.padEnd(36)} n=${n}  p50=${pct(50)} ms  p95=${pct(95)} ms  max=${samples.at(-1).toFixed(1)} ms`);
}

await waitForServer();
const { scriptClient } = await import("../prisma/client.ts").catch(() => ({}));
if (!scriptClient) {
  console.log("(run through tsx: npm run bench)");
  process.exit(1);
}
const db = await scriptClient(E2E_ENV.DATABASE_URL);
const rows = Array.from({ length: 10_000 }, (_, i) => ({
  id: `bench-${i}`,
  name: `Bench Member ${i}`,
  email: `bench-${i}@bench.test`,
  searchKey: `bench member ${i} bench-${i}@bench.test`,
}));
for (let i = 0; i < rows.length; i += 2000) await db.user.createMany({ data: rows.slice(i, i + 2000) });
// issue 10: the dashboard with 100,000 articles spread over the last year
const YEAR_MS = 365 * 86_400_000;
for (let i = 0; i < 100_000; i += 5000) {
  await db.post.createMany({
    data: Array.from({ length: 5000 }, (_, j) => ({
      title: `Bench ${i + j}`,
      author: "Bench",
      content: "bench",
      searchKey: `bench ${i + j}`,
      createdAt: new Date(Date.now() - ((i + j) % 1000) * (YEAR_MS / 1000)),
    })),
  });
}
await db.$disconnect();

const login = await fetch(`${base}/backend/api/auth/login.php`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const get = (path) => fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.arrayBuffer());

await time("get_users page (20 of 10,000)", 100, (i) => get(`/api.php?action=get_users&page=${(i % 500) + 1}&limit=20`));
await time("get_users search", 100, (i) => get(`/api.php?action=get_users&q=bench-${i * 97}@&limit=20`));
await time("GET /admin/users (server render)", 30, () => get("/admin/users"));
await time("admin/stats.php (100,000 articles)", 50, () => get("/backend/api/admin/stats.php"));
await time("GET /admin dashboard (server render)", 30, () => get("/admin"));
await time("GET / (server render)", 30, () => get("/"));
await time("login.php (argon2id verify)", 20, () =>
  fetch(`${base}/backend/api/auth/login.php`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD }),
  }),
);
stop();
process.exit(0);
