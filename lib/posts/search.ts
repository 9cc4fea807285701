import { normalizeArabic, searchKeyOf } from "@/lib/arabic";
import { htmlToText } from "@/lib/posts/text";

// Prisma's `contains` becomes LIKE without escaping, so LIKE's wildcards are replaced by look-alikes
// in stored keys and queries alike: '%' and '_' then match only themselves.
const LOOK_ALIKE: Record<string, string> = { "%": "\u066A", _: "\u2017", "\\": "\u29F5" };
const likeSafe = (s: string) => s.replace(/[%_\\]/g, (c) => LOOK_ALIKE[c] ?? c);

/** The stored search key of a post (spec §5: title, content, author and keywords). */
export const postSearchKey = (p: { title: string; content: string; author: string; keywords: string }) =>
  likeSafe(searchKeyOf(p.title, htmlToText(p.content), p.author, p.keywords));

/** A member's query in the same form, or "" for no filter. */
export const postSearchQuery = (q: string | null | undefined) => (q ? likeSafe(normalizeArabic(q)) : "");
