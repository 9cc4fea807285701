// The e2e server's configuration, shared by the Playwright config, the server and the fixtures.
export const E2E_PORT = Number(process.env.E2E_PORT || process.env.PORT || 3210);
// the public project's own server (PUBLIC_READING=1, e2e/public/fixtures.ts), on the suite's database
export const E2E_PUBLIC_PORT = E2E_PORT + 8;
export const E2E_ENV = {
  // E2E_DATABASE_URL=postgres://… runs the same suite on PostgreSQL (its schema is reset first)
  DATABASE_URL: process.env.E2E_DATABASE_URL || "file:./data/e2e/app.db",
  UPLOAD_DIR: "data/e2e/uploads",
  BETTER_AUTH_SECRET: "e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz",
  ADMIN_EMAIL: "super@e2e.test",
  ADMIN_PASSWORD: "Super-Admin-Pass-2026",
  PORT: String(E2E_PORT),
  // the links the app sends (mail, sitemap) name the address the tests reach it by
  APP_URL: `http://127.0.0.1:${E2E_PORT}`,
  HOST: "127.0.0.1",
  // one server process: the suite's many concurrent writers on one SQLite file across two
  // processes hit the 15 s busy timeout on this 2-core machine (e2e/api/server-cluster.spec.ts
  // tests the cluster itself)
  WEB_CONCURRENCY: "1",
};
