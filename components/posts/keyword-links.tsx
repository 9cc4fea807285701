import Link from "next/link";
import { tagPath, tagSlug } from "@/lib/articles/tags";
import { cn } from "@/lib/utils";

/** An article's keywords as written, each a link to the tag page of the articles that share it. */
export function KeywordLinks({ keywords, label, className }: { keywords: string[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {keywords
        .filter((k) => tagSlug(k))
        .map((k) => (
          <li key={k}>
            <Link
              href={tagPath(k)}
              className="inline-block rounded-full bg-secondary px-3 py-1 text-xs text-secondary-foreground hover:bg-primary hover:text-primary-foreground"
              dir="auto"
            >
              {k}
            </Link>
          </li>
        ))}
    </ul>
  );
}

/** An article's closing list of its keywords, each leading to its tag page. */
export function KeywordsFooter({ keywords, title }: { keywords: string[]; title: string }) {
  if (keywords.length === 0) return null;
  return (
    <footer className="border-t pt-4">
      <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{title}</h2>
      <KeywordLinks keywords={keywords} label={title} />
    </footer>
  );
}
