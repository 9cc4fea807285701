"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { PlainMath } from "@/components/math/plain-math";
import { EXCERPT_LENGTH, truncate } from "@/lib/posts/text";

/** A card's excerpt: the first words of a long article, with a toggle to read the whole text. */
export function PostExcerpt({ content }: { content: string }) {
  const t = useTranslations("Posts");
  const [expanded, setExpanded] = useState(false);
  const excerptId = useId();
  const long = [...content].length > EXCERPT_LENGTH;
  return (
    <div>
      <p id={excerptId} className="text-sm leading-7 text-muted-foreground" dir="auto" data-testid="post-excerpt">
        <PlainMath text={expanded || !long ? content : truncate(content, EXCERPT_LENGTH)} />
      </p>
      {long && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-primary hover:underline"
          aria-expanded={expanded}
          aria-controls={excerptId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t("showLessText") : t("showMoreText")}
        </button>
      )}
    </div>
  );
}
