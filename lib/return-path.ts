// A safe, same-site return path for "sign in, then go back where you were" (a shared article link).
// Only a local path is accepted: absolute URLs, protocol-relative `//host`, backslashes (browsers
// read `/\host` as `//host`), control characters and the sign-in pages themselves are refused.

const BASE = "http://return.invalid";
const SIGN_IN_PAGES = ["/login", "/signup", "/admin/login", "/forgot-password"];

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (SIGN_IN_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-out visitor of `path` signs in: admin pages at /admin/login, the rest at /login. */
export function signInPathFor(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  const page = pathname === "/admin" || pathname.startsWith("/admin/") ? "/admin/login" : "/login";
  const next = safeReturnPath(path);
  return next && next !== "/" && next !== "/admin" ? `${page}?next=${encodeURIComponent(next)}` : page;
}
