import "server-only";
import { diffWords } from "diff";
import type { ArticleChangesJson, TextChange } from "@/lib/articles/types";

// What changed between a kept version and the current text, word by word, worked out here so the
// editor's page loads no diff code. Words are cut by the platform's word segmenter, so an Arabic
// word changes whole (a bare split would mark the article "ال" apart from its word).

const SEGMENTER = new Intl.Segmenter("ar", { granularity: "word" });
/** Past this many milliseconds a comparison gives up and marks the whole field as replaced. */
const TIMEOUT_MS = 500;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The text of sanitized HTML with its paragraphs kept as lines, for comparing words. */
export function bodyText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr|table|ul|ol)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e])
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** The words of `before` and `after` in order, each kept, removed or added. */
export function wordChanges(before: string, after: string): TextChange[] {
  if (before === after) return before ? [{ text: before, change: "same" }] : [];
  const parts = diffWords(before, after, { intlSegmenter: SEGMENTER, timeout: TIMEOUT_MS });
  if (!parts) return [...(before ? [{ text: before, change: "removed" as const }] : []), ...(after ? [{ text: after, change: "added" as const }] : [])];
  return parts.map((p) => ({ text: p.value, change: p.added ? "added" : p.removed ? "removed" : "same" }));
}

type Text = { title_ar: string; title_en: string | null; abstract_ar: string; abstract_en: string | null; body: string };

/** From a version to the current text: its titles, abstracts and body (bodies as sanitized HTML). */
export function articleChanges(version: Text, current: Text): ArticleChangesJson {
  return {
    title_ar: wordChanges(version.title_ar, current.title_ar),
    title_en: wordChanges(version.title_en ?? "", current.title_en ?? ""),
    abstract_ar: wordChanges(version.abstract_ar, current.abstract_ar),
    abstract_en: wordChanges(version.abstract_en ?? "", current.abstract_en ?? ""),
    body: wordChanges(bodyText(version.body), bodyText(current.body)),
  };
}
