import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { ACTION_BODY_LIMIT_MB } from "./lib/http/limits";
import { DEFAULT_BUILD_DIR, refuseWhileServed, sourceHash } from "./scripts/build-dir.mjs";

// The messages are precompiled at build time, so the pages format them with next-intl's small
// runtime instead of shipping the ICU parser (intl-messageformat) to every page.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Headers for every response; the page CSP (with its per-request nonce) is set in proxy.ts.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

// The build folder: `.next`, or the one `npm start` builds aside when a running server still serves
// `.next` (scripts/build-state.mjs sets it for the build and for the server it starts). A marker
// between that script and Next, not configuration.
// eslint-disable-next-line no-restricted-properties
const distDir = process.env.MANARA_BUILD_DIR || DEFAULT_BUILD_DIR;
// `npm test` type-checks the whole project (tsc) before it builds: the build need not do it again.
// And a clean clone's one build (CI) gains nothing from writing Turbopack's cache for a next build.
// eslint-disable-next-line no-restricted-properties
const typeChecked = process.env.MANARA_TYPECHECKED === "1";
// eslint-disable-next-line no-restricted-properties
const buildCache = process.env.MANARA_BUILD_CACHE !== "0";

const config: NextConfig = {
  distDir,
  // the hash of the sources: a build says what it was made from, so `npm start` rebuilds only when
  // they changed (whoever made the build: `npx next build` too)
  generateBuildId: () => sourceHash(),
  poweredByHeader: false,
  // every reader gets the page's title and meta tags in its <head>: streamed late (the default for
  // browsers when the page's data is slow), they land in <body>, which is invalid HTML and unread by
  // the tools that take a page's citation tags without running its scripts (reference managers,
  // harvesters, link previews not on Next's list of bots)
  htmlLimitedBots: /.*/,
  serverExternalPackages: ["better-sqlite3", "@node-rs/argon2", "pg", "@citation-js/core", "@citation-js/plugin-csl", "@myriaddreamin/typst-ts-node-compiler"],
  // one limit for actions (lib/http/limits.ts): the proxy buffers a little more than an action may take,
  // and its guard answers 413 beyond the action limit before anything is decoded
  experimental: {
    serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` },
    proxyClientMaxBodySize: `${ACTION_BODY_LIMIT_MB + 1}mb`,
    turbopackFileSystemCacheForBuild: buildCache,
  },
  typescript: { ignoreBuildErrors: typeChecked },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // the subset fonts (scripts/subset-fonts.sh) carry a version in their names
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // JSON endpoints need no scripts at all
      { source: "/backend/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
      { source: "/api.php", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};

export default function nextConfig(phase: string): NextConfig {
  // a build empties its folder first: never under a server that serves from it
  if (phase === PHASE_PRODUCTION_BUILD) refuseWhileServed(distDir);
  return withNextIntl(config);
}
