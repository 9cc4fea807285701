import { indexedKeyOf } from "@/lib/search/arabic";
import { htmlToText } from "@/lib/posts/text";

/** The stored search key of a post (title, content, author and keywords), indexed by lib/server/search.ts. */
export const postSearchKey = (p: { title: string; content: string; author: string; keywords: string }) =>
  indexedKeyOf(p.title, htmlToText(p.content), p.author, p.keywords);
