import { getTranslations } from "next-intl/server";
import { CitationText } from "@/components/articles/citation-text";
import { highwireTags, jsonLdText, scholarlyArticle, type ScholarlyWork } from "@/lib/articles/scholarly";
import type { FormattedCitation } from "@/lib/articles/types";

/**
 * What machines read of an article's page: the schema.org JSON-LD and Scholar's tags in their
 * order (an author's institution and ORCID iD follow the author), which the metadata API's
 * name-to-values map cannot keep; React places the tags in the document head.
 */
export function ScholarlyHead({ work }: { work: ScholarlyWork }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(scholarlyArticle(work)) }} />
      {highwireTags(work).map(([name, content], i) => (
        <meta key={i} name={name} content={content} />
      ))}
    </>
  );
}

/** A printed article ends with how to cite it and where it is read (hidden on screen). */
export async function PrintedCitation({ citation, url }: { citation: FormattedCitation; url: string }) {
  const tp = await getTranslations("ArticlePrint");
  return (
    <footer className="hidden gap-2 border-t pt-4 text-sm print:grid" data-testid="article-print-footer">
      <p>
        <strong>{tp("citeAs")}: </strong>
        <CitationText citation={citation} testId="printed-citation" />
      </p>
      <p>
        <strong>{tp("address")}: </strong>
        <span dir="ltr">{url}</span>
      </p>
    </footer>
  );
}
