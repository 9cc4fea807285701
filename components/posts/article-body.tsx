import "katex/dist/katex.min.css";
import { renderMathInHtml } from "@/lib/math";
import { textOrHtmlToSafeHtml } from "@/lib/sanitize";
import { cn } from "@/lib/utils";

/**
 * A stored body, sanitized again on the way out, so nothing outside the allow-list
 * reaches a reader even if the database was written by something else. Blocks carry dir="auto";
 * its formulas are typeset here, on the server.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-testid="article-body"
      className={cn("article-body", className)}
      dangerouslySetInnerHTML={{ __html: renderMathInHtml(textOrHtmlToSafeHtml(html)) }}
    />
  );
}
