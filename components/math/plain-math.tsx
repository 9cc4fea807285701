import "katex/dist/katex.min.css";
import { Fragment } from "react";
import { splitMath, type Formulas } from "@/lib/math-text";

/**
 * A member's plain text with its formulas shown as the server typeset them (`formulas`, from the
 * API): the text stays text, nothing else becomes markup, and the browser typesets nothing. A
 * formula the server did not send (or a text sent without them, as a card's excerpt) shows its
 * source, left to right and isolated, so its dollars and operators keep their order in Arabic text.
 */
export function PlainMath({ text, formulas }: { text: string; formulas?: Formulas }) {
  return splitMath(text).map((piece, i) => {
    if (piece.kind === "text") return <Fragment key={i}>{piece.text}</Fragment>;
    const html = formulas?.[piece.source];
    if (html) return <span key={i} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <bdi key={i} dir="ltr" data-testid="math-source">
        {piece.source}
      </bdi>
    );
  });
}
