import "katex/dist/katex.min.css";
import { plainTextWithMath } from "@/lib/math";
import { cn } from "@/lib/utils";

/** A plain text (an abstract) as a paragraph, every character as typed, its formulas typeset on the server. */
export function MathText({ text, className, lang, dir = "auto" }: { text: string; className?: string; lang?: string; dir?: "auto" | "ltr" | "rtl" }) {
  return <p dir={dir} lang={lang} className={cn("whitespace-pre-line", className)} dangerouslySetInnerHTML={{ __html: plainTextWithMath(text) }} />;
}
