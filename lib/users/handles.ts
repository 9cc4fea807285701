// A member's handle names their researcher page (/researchers/{handle}) and their @mentions. It is
// lower-case ASCII so it reads the same in every script and survives any URL or mail client:
// letters, digits, '-' and '_', 3 to 30 characters, starting with a letter or a digit. Members
// choose their own; existing and new members get one made from their username or name, Arabic
// letters spelt in Latin ones, and a number added when it is taken.

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9_-]{2,29}$/;

const ARABIC_LATIN: Record<string, string> = {
  ا: "a",
  أ: "a",
  إ: "i",
  آ: "a",
  ٱ: "a",
  ب: "b",
  ت: "t",
  ث: "th",
  ج: "j",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "dh",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  ع: "a",
  غ: "gh",
  ف: "f",
  ق: "q",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  ة: "a",
  و: "w",
  ؤ: "w",
  ي: "y",
  ى: "a",
  ئ: "y",
  ء: "",
  پ: "p",
  چ: "ch",
  گ: "g",
  ڤ: "v",
};

/** Latin letters for a name in any script: Arabic letters spelt out, Latin accents dropped, the rest gone. */
function toLatin(text: string): string {
  const spelt = [...text.normalize("NFKD")].map((c) => ARABIC_LATIN[c] ?? c).join("");
  return spelt
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .toLowerCase();
}

/** The handle a name suggests (before checking it is free): `Laila Haddad` → `laila-haddad`, `ليلى` → `layla`-like spelling. */
export function handleBaseOf(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const slug = toLatin(candidate.split("@")[0])
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, HANDLE_MAX - 4)
      .replace(/-+$/, "");
    if (slug.length >= HANDLE_MIN) return slug;
    if (slug.length > 0) return `${slug}-member`.slice(0, HANDLE_MAX - 4);
  }
  return "member";
}

/** The n-th try of a base: the base itself, then base-2, base-3, … */
export const handleCandidate = (base: string, n: number) => (n <= 1 ? base : `${base}-${n}`);

/** A typed handle in its stored form (trimmed, lower-case, a leading '@' dropped). */
export const normalizeHandle = (input: string) => input.trim().replace(/^@/, "").toLowerCase();

/**
 * Handles nobody may choose, so no member poses as the staff or the site, and none names one of
 * the site's own addresses: the words below and every top-level route of `app/` (a unit test
 * keeps that list in step with the folders). Compared without '-' and '_', so `super_admin` and
 * `about-us` are refused as `superadmin` and `aboutus` are. A member who already holds one keeps it.
 */
const RESERVED_WORDS = [
  "admin",
  "administrator",
  "api",
  "root",
  "support",
  "security",
  "login",
  "logout",
  "signin",
  "register",
  "editor",
  "editors",
  "moderator",
  "moderators",
  "superadmin",
  "manara",
  "feeds",
  "feed",
  "oai",
  "help",
  "about",
  "staff",
  "system",
  "official",
  "webmaster",
  "postmaster",
  "abuse",
  "null",
  "undefined",
];
/** The top-level routes of `app/` (pages, route handlers, metadata files), as handles would spell them. */
export const APP_ROUTE_NAMES = [
  "about-us",
  "academic-partnership",
  "admin",
  "apple-icon",
  "article",
  "articles",
  "backend",
  "contact-us",
  "e-library",
  "favicon",
  "feeds",
  "fonts",
  "forgot-password",
  "healthz",
  "icon",
  "icons",
  "images",
  "login",
  "manifest",
  "oai",
  "prep-exams",
  "privacy",
  "profile",
  "qa-section",
  "readyz",
  "research-projects",
  "researchers",
  "reset-password",
  "reviews",
  "robots",
  "saved",
  "scientific-embrace",
  "signup",
  "sitemap",
  "tags",
  "terms",
  "topic-suggestions",
  "uploads",
  "verify-email",
];
const squash = (handle: string) => handle.replace(/[-_]/g, "");
const RESERVED = new Set([...RESERVED_WORDS, ...APP_ROUTE_NAMES].map(squash));

/** True when nobody may newly take `handle` (a normalized handle). */
export const isReservedHandle = (handle: string) => RESERVED.has(squash(handle));

/** How long a handle a member gave up stays theirs: nobody else takes it, and its old addresses lead to them. */
export const HANDLE_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

/** The first of base, base-2, base-3 … neither in `taken` nor reserved. */
export function firstFreeHandle(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  let n = 1;
  while (set.has(handleCandidate(base, n)) || isReservedHandle(handleCandidate(base, n))) n++;
  return handleCandidate(base, n);
}
