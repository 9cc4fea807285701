// A safe, same-site return path for "sign in, then go back where you were" (a shared article link).
// The value is normalised first (the URL parser resolves `.`, `..` and their %2e spellings), and
// only then judged: what a browser would navigate to must be a local path on this site. Absolute
// URLs, protocol-relative `//host` (also when `/.//host` or `/%2e%2e//host` normalise to it),
// backslashes (browsers read `/\host` as `//host`), control characters and the sign-in pages
// themselves are refused.

const BASE = "http://return.invalid";
const SIGN_IN_PAGES = ["/login", "/signup", "/admin/login", "/forgot-password"];

const isLocalPath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  if (!isLocalPath(value)) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // judged after normalising: the path the browser is sent to, read once more, stays on this site
  if (!isLocalPath(normalised)) return null;
  const again = new URL(normalised, BASE);
  if (again.origin !== BASE || again.href !== url.href) return null;
  if (SIGN_IN_PAGES.includes(url.pathname)) return null;
  return normalised;
}

/** Where a signed-out visitor of `path` signs in: admin pages at /admin/login, the rest at /login. */
export function signInPathFor(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  const page = pathname === "/admin" || pathname.startsWith("/admin/") ? "/admin/login" : "/login";
  const next = safeReturnPath(path);
  return next && next !== "/" && next !== "/admin" ? `${page}?next=${encodeURIComponent(next)}` : page;
}
