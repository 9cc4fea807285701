import { env } from "@/lib/env";

// With PUBLIC_READING=1 what the community publishes can be read, cited and indexed from outside:
// a published article (and its PDF), a tag's list of articles, a researcher's page and an approved
// question. Everything else (the boards, the profile, the admin, drafts) keeps the sign-in guard,
// and with the default 0 a signed-out visitor is sent to sign in everywhere, as before.

const PUBLIC_READING_PAGES = [/^\/article\/\d+$/, /^\/tags\/[^/]+$/, /^\/researchers\/[^/]+$/, /^\/qa-section\/\d+$/];

/** Whether the site lets signed-out visitors read what it published. */
export const isPublicReading = () => env().PUBLIC_READING === "1";

/** A page a signed-out visitor may open when the site is public (the page still checks what it shows). */
export const isPublicReadingPath = (pathname: string) => PUBLIC_READING_PAGES.some((page) => page.test(pathname));
