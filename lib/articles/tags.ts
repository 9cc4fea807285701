// A keyword's tag: the address of its page (/tags/{slug}), its feed and what members follow. The
// slug keeps Arabic as written (letters, digits and marks of any script), lower-cases Latin, and
// joins words with "-", so "Machine Learning" and "machine  learning" are one tag.
import { splitKeywords } from "@/lib/posts/text";

export function tagSlug(keyword: string): string {
  return keyword
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** The tag page of a keyword. */
export const tagPath = (keyword: string) => `/tags/${encodeURIComponent(tagSlug(keyword))}`;

/** One row per distinct tag of a post's comma-separated keywords, with the keyword as first written. */
export function postTagRows(postId: number, keywords: string) {
  const seen = new Set<string>();
  const rows: { postId: number; slug: string; keyword: string }[] = [];
  for (const keyword of splitKeywords(keywords)) {
    const slug = tagSlug(keyword);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    rows.push({ postId, slug, keyword });
  }
  return rows;
}
