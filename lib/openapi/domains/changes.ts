import { z } from "zod";
import { named } from "@/lib/openapi/registry";

// What changed between two texts of an article, word by word: the editors' comparison of a kept
// version with the current text, and a reviewer's of the version they reviewed with the one under review.

/** A run of words of a field and whether it is in both texts, only the version's (removed) or only the current one's (added). */
const ZTextChange = z.object({ text: z.string(), change: z.enum(["same", "added", "removed"]) });
const changesOf = () => z.array(ZTextChange);

export const ZArticleChanges = named(
  "ArticleChanges",
  z.object({
    title_ar: changesOf(),
    title_en: changesOf(),
    abstract_ar: changesOf(),
    abstract_en: changesOf(),
    /** the body's words (from its sanitized HTML), paragraphs as line breaks */
    body: changesOf(),
  }),
);
