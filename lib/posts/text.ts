// Plain-text helpers for articles: shared by the server (search keys, metadata) and the cards.

export const EXCERPT_LENGTH = 200; // a card's excerpt, in characters
export const SHARE_EXCERPT_LENGTH = 100; // short enough for a shared message

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The text of an HTML fragment: tags dropped, block ends turned into spaces, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|td|th|table|br|hr)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `length` characters, cut at a word boundary when one is near, plus an ellipsis. */
export function truncate(text: string, length: number): string {
  const chars = [...text];
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** Keywords as the legacy API stores them: a comma-separated string (Arabic commas too). */
export function splitKeywords(keywords: string | null | undefined): string[] {
  return (keywords ?? "")
    .split(/[,،]/)
    .map((k) => k.trim())
    .filter((k, i, all) => k && all.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i);
}

export const joinKeywords = (keywords: string[] | string) => splitKeywords(Array.isArray(keywords) ? keywords.join(",") : keywords).join(", ");

/** Share text: the first 100 characters of the content plus an ellipsis. */
export const shareText = (content: string) => `${[...htmlToText(content)].slice(0, SHARE_EXCERPT_LENGTH).join("")}...`;
