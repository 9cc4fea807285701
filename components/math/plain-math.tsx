import "katex/dist/katex.min.css";
import { Fragment } from "react";
import { splitMath, type Formulas } from "@/lib/math-text";

/**
 * A member's plain text with its formulas shown as the server typeset them (`formulas`, from the
 * API): the text stays text, nothing else becomes markup, and the browser typesets nothing. A
 * formula the server did not send shows its source.
 */
export function PlainMath({ text, formulas }: { text: string; formulas?: Formulas }) {
  if (!formulas) return text;
  return splitMath(text).map((piece, i) => {
    const html = piece.kind === "math" ? formulas[piece.source] : undefined;
    if (html) return <span key={i} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
    return <Fragment key={i}>{piece.kind === "text" ? piece.text : piece.source}</Fragment>;
  });
}
