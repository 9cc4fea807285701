import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, E2E_PUBLIC_PORT } from "./e2e/env.mjs";

// Debian's Chromium in its headless shell (no browser download here; the same engine without the
// desktop browser around it: about 30 % less CPU and time for the same tests); the production build
// on a throwaway database.
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [["list"], ["./e2e/durations-reporter.ts"]],
  // sized for a busy two-core machine, with margin: a slow but correct test must not time out
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: "ar",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "main", use: { ...devices["Desktop Chrome"] }, testIgnore: /(rate-limit|\.quiet)\.spec\.ts|e2e\/(scale|public)\// },
    // The dependencies below order a plain `playwright test` (and skip the later projects when one
    // fails); npm test and test:pg run them one invocation each, in this order (e2e/projects.sh).
    // the site in PUBLIC_READING=1: a second server on the same database (e2e/public/fixtures.ts
    // starts it), read signed out; one worker, so the sitemap's whole-site lists hold still
    {
      name: "public",
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${E2E_PUBLIC_PORT}` },
      testMatch: /e2e\/public\/.*\.spec\.ts/,
      dependencies: ["main"],
      workers: 1,
      fullyParallel: false,
    },
    // fills the login counters of 127.0.0.1, so it runs after everything else
    { name: "rate-limit", use: { ...devices["Desktop Chrome"] }, testMatch: /rate-limit\.spec\.ts/, dependencies: ["public"] },
    // exact whole-database figures: alone, once nothing else writes
    { name: "quiet", use: { ...devices["Desktop Chrome"] }, testMatch: /\.quiet\.spec\.ts/, dependencies: ["rate-limit"], workers: 1, fullyParallel: false },
    // extra app servers, s3rver and crashes (e2e/instances.ts): one at a time, after the rest
    { name: "scale", testMatch: /\/scale\/.*\.spec\.ts/, dependencies: ["quiet"], workers: 1, fullyParallel: false },
  ],
  webServer: {
    command: "node e2e/serve.mjs",
    url: `http://127.0.0.1:${E2E_PORT}/login`,
    // e2e/projects.sh starts one server for its several invocations; otherwise each starts its own
    reuseExistingServer: process.env.E2E_SERVER === "external",
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
