import { likeSafe, searchKeyOf, searchNeedle } from "@/lib/arabic";
import { htmlToText } from "@/lib/posts/text";

// LIKE's wildcards are made literal by lib/arabic.ts (searchKeyOf / searchNeedle), as for every list.

/** The stored search key of a post (spec §5: title, content, author and keywords). */
export const postSearchKey = (p: { title: string; content: string; author: string; keywords: string }) =>
  likeSafe(searchKeyOf(p.title, htmlToText(p.content), p.author, p.keywords));

/** A member's query in the same form, or "" for no filter. */
export const postSearchQuery = (q: string | null | undefined) => searchNeedle(q);
