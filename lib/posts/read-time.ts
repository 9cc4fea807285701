import { htmlToText } from "@/lib/posts/text";

export const WORDS_PER_MINUTE = 200; // an average adult reading speed

/** ceil(space-separated words / 200) minutes, at least one. */
export function readTimeOf(text: string): number {
  const words = htmlToText(text).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The writer's figure when set, else computed from the body (falling back to the short text). */
export const effectiveReadTime = (p: { readTime: number | null; fullContent: string; content: string }) => p.readTime ?? readTimeOf(p.fullContent || p.content);
