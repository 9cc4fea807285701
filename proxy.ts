import { NextResponse, type NextRequest } from "next/server";
import { signInPathFor } from "@/lib/auth/return-path";
import { checkServerActionRequest } from "@/lib/http/action-guard";
import { env } from "@/lib/env";
import { isPublicReading, isPublicReadingPath } from "@/lib/auth/public-pages";
import { RESPOND_PAGE } from "@/lib/reviews/types";

// Redirects for comfort only (the pages and the API check the session themselves), and the
// per-request CSP nonce that lets Next's own scripts run and nothing else.
const AUTH_PAGES = ["/login", "/signup", "/admin/login", "/forgot-password", "/reset-password", "/verify-email"];
const SESSION_COOKIE = "manara.session_token";
const PRIVATE_PAGE = /^\/(admin(?!\/login)|profile)(\/|$)/;

/**
 * Images come from this site (uploads, static files), inline data: images and blob: previews of a
 * file being uploaded. An image address an admin types for an article on another host is shown
 * only when that host is listed in IMAGE_SOURCES (space- or comma-separated https origins, e.g.
 * "https://images.example.org"); otherwise the browser refuses it and the card shows the default
 * picture. (Before: any https host, which let injected markup call out anywhere.)
 */
function imageSources(): string {
  const origins = env().IMAGE_SOURCES; // validated at start: https origins only
  return origins.length ? ` ${origins.join(" ")}` : "";
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (req.method === "POST" && req.headers.has("next-action")) {
    const failure = await checkServerActionRequest(req);
    if (failure)
      return NextResponse.json(
        { success: false, error: failure.error, code: failure.code },
        { status: failure.status, headers: { "Cache-Control": "no-store" } },
      );
  }
  const hasSession = req.cookies.has(SESSION_COOKIE);
  const isPublic =
    AUTH_PAGES.includes(pathname) ||
    pathname === "/terms" ||
    pathname === "/privacy" ||
    pathname === RESPOND_PAGE ||
    (isPublicReading() && isPublicReadingPath(pathname));
  if (!hasSession && !isPublic) {
    // admin pages sign in at /admin/login; either way the page asked for comes back after it
    return NextResponse.redirect(new URL(signInPathFor(`${pathname}${req.nextUrl.search}`), req.url));
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageSources()}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  // the page guards (lib/auth/session.ts) send an expired session back here after signing in
  requestHeaders.set("x-return-path", `${pathname}${req.nextUrl.search}`);
  requestHeaders.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set("Content-Security-Policy", csp);
  // Next marks every dynamic page no-store, which keeps it out of the back/forward cache. Pages are
  // private and revalidated instead; only the profile and the admin pages (e-mail addresses, member
  // lists) stay no-store, so that Back after signing out on a shared computer cannot show them.
  res.headers.set("Cache-Control", PRIVATE_PAGE.test(pathname) ? "private, no-cache, no-store, max-age=0, must-revalidate" : "private, no-cache");
  return res;
}

export const config = {
  // pages only: the JSON API, uploads and static files answer for themselves
  // nor do the icons, the manifest, robots.txt and the sitemap (public, and never a page), nor the
  // health checks (a load balancer asks them without a session), nor the feeds and the OAI-PMH
  // endpoint (read by feed readers and harvesters, which have no session: they check their own access)
  matcher: [
    "/((?!_next/static|_next/image|backend/|api\\.php|uploads/|favicon\\.ico|icon\\.svg|apple-icon\\.png|icons/|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml|images/|fonts/|healthz|readyz|feeds/|oai$).*)",
  ],
};
