/*
 * Where the formulas are in a member's plain text (client-safe: no typesetting here). LaTeX between
 * $$…$$ is a display formula, between $…$ an inline one whose first and last characters are not
 * spaces and that no digit follows, so "from $5 to $10" stays text; \$ is a dollar sign.
 */
const DELIMITED = /\\\$|\$\$((?:\\[\s\S]|[^$\\])+?)\$\$|\$(?![\s$])((?:\\[\s\S]|[^$\\])+?)(?<!\s)\$(?!\d)/g;

export type MathPiece = { kind: "text"; text: string } | { kind: "math"; source: string; latex: string; display: boolean };

/** The text cut into its plain runs and its formulas (`source` is the formula as typed, dollars included). */
export function splitMath(text: string): MathPiece[] {
  if (!text.includes("$")) return [{ kind: "text", text }];
  const pieces: MathPiece[] = [];
  let plain = "";
  let last = 0;
  for (const match of text.matchAll(DELIMITED)) {
    plain += text.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[0] === "\\$") {
      plain += "$";
      continue;
    }
    if (plain) pieces.push({ kind: "text", text: plain });
    plain = "";
    const display = match[1] !== undefined;
    pieces.push({ kind: "math", source: match[0], latex: display ? match[1] : match[2], display });
  }
  plain += text.slice(last);
  if (plain) pieces.push({ kind: "text", text: plain });
  return pieces;
}

/** Typeset formulas sent beside a plain text, by their source as typed. */
export type Formulas = Record<string, string>;
