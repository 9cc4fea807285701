import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { ACTION_BODY_LIMIT_MB } from "./lib/http/limits";

// The messages are precompiled at build time, so the pages format them with next-intl's small
// runtime instead of shipping the ICU parser (intl-messageformat) to every page.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Headers for every response; the page CSP (with its per-request nonce) is set in proxy.ts.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const config: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["better-sqlite3", "@node-rs/argon2", "pg", "@citation-js/core", "@citation-js/plugin-csl"],
  // one limit for actions (lib/http/limits.ts): the proxy buffers a little more than an action may take,
  // and its guard answers 413 beyond the action limit before anything is decoded
  experimental: { serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` }, proxyClientMaxBodySize: `${ACTION_BODY_LIMIT_MB + 1}mb` },
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

export default withNextIntl(config);
