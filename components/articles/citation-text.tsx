import type { FormattedCitation } from "@/lib/articles/types";

/**
 * A formatted reference in its own direction and language, each name and title isolated (so an
 * English name keeps its order inside an Arabic reference, and the other way round) and the
 * publication's name in italics.
 */
export function CitationText({
  citation,
  as: Tag = "span",
  className,
  testId,
}: {
  citation: FormattedCitation;
  as?: "span" | "p";
  className?: string;
  testId?: string;
}) {
  return (
    <Tag dir={citation.dir} lang={citation.lang} className={className} data-testid={testId}>
      {citation.parts.map((p, i) => (p.isolate ? <bdi key={i}>{p.text}</bdi> : p.italic ? <i key={i}>{p.text}</i> : p.text))}
    </Tag>
  );
}
