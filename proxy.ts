import { NextResponse, type NextRequest } from "next/server";
import { signInPathFor } from "@/lib/return-path";

// Redirects for comfort only (the pages and the API check the session themselves), and the
// per-request CSP nonce that lets Next's own scripts run and nothing else.
const AUTH_PAGES = ["/login", "/signup", "/admin/login", "/forgot-password"];
const SESSION_COOKIE = "manara.session_token";

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const hasSession = req.cookies.has(SESSION_COOKIE);
  const isPublic = AUTH_PAGES.includes(pathname) || pathname === "/terms" || pathname === "/privacy";
  if (!hasSession && !isPublic) {
    // admin pages sign in at /admin/login; either way the page asked for comes back after it
    return NextResponse.redirect(new URL(signInPathFor(`${pathname}${req.nextUrl.search}`), req.url));
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  // the page guards (lib/session.ts) send an expired session back here after signing in
  requestHeaders.set("x-return-path", `${pathname}${req.nextUrl.search}`);
  requestHeaders.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  // pages only: the JSON API, uploads and static files answer for themselves
  // nor do the icons, the manifest, robots.txt and the sitemap (public, and never a page)
  matcher: ["/((?!_next/static|_next/image|backend/|api\\.php|uploads/|favicon\\.ico|icon\\.svg|apple-icon\\.png|icons/|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml|images/|fonts/).*)"],
};
