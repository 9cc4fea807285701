import "server-only";
import katex from "katex";
import sanitizeHtml from "sanitize-html";
import { splitMath, type Formulas } from "@/lib/math-text";

/*
 * Mathematics in what members write, typeset on the server: LaTeX between $…$ (inline) or $$…$$
 * (display), and the editor's math nodes (<span data-type="inline-math" data-latex>, <div
 * data-type="block-math" data-latex>), become KaTeX's HTML with MathML beside it for screen readers.
 * Readers download KaTeX's stylesheet and fonts only, never a typesetter. A formula always runs
 * left to right, whatever the direction of the text around it; one KaTeX cannot read shows its source.
 */

const LENGTH = /^-?(\d+(\.\d*)?|\.\d+)(em|ex|px|pt|mu|%)?$/;
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i;

// What KaTeX writes, and nothing else: its spans (with their classes and measured styles), MathML
// and the few SVG shapes it draws stretchy symbols with.
const MATHML = ["math", "semantics", "annotation", "mrow", "mi", "mo", "mn", "ms", "mtext", "mspace", "msup", "msub", "msubsup", "mfrac", "msqrt", "mroot"];
const MATHML_MORE = ["mover", "munder", "munderover", "mtable", "mtr", "mtd", "mpadded", "mphantom", "mstyle", "menclose", "mlabeledtr"];
const KATEX_OUTPUT: sanitizeHtml.IOptions = {
  allowedTags: ["span", "svg", "path", "line", "rect", "g", ...MATHML, ...MATHML_MORE],
  allowedAttributes: {
    span: ["class", "style", "aria-hidden"],
    math: ["xmlns", "display"],
    annotation: ["encoding"],
    svg: ["xmlns", "width", "height", "viewbox", "preserveaspectratio", "style"],
    path: ["d"],
    line: ["x1", "y1", "x2", "y2", "stroke-width"],
    rect: ["x", "y", "width", "height"],
    "*": [
      ...["mathvariant", "stretchy", "fence", "separator", "lspace", "rspace", "minsize", "maxsize", "accent", "accentunder", "movablelimits"],
      ...["linethickness", "scriptlevel", "displaystyle", "mathcolor", "mathbackground", "width", "height", "depth", "voffset", "notation"],
      ...["rowspacing", "columnspacing", "columnalign", "rowalign", "columnlines", "rowlines", "frame", "framespacing", "side", "symmetric", "largeop"],
    ],
  },
  allowedStyles: {
    "*": {
      ...Object.fromEntries(
        ["height", "width", "min-width", "max-width", "top", "bottom", "left", "right", "vertical-align", "margin-left", "margin-right", "margin-top"]
          .concat(["padding-left", "padding-right", "border-bottom-width", "border-top-width", "border-right-width", "border-left-width"])
          .map((property) => [property, [LENGTH]]),
      ),
      "border-style": [/^(solid|dashed)$/],
      "border-right-style": [/^(solid|dashed)$/],
      "border-left-style": [/^(solid|dashed)$/],
      position: [/^(relative|absolute)$/],
      color: [COLOR],
      "background-color": [COLOR],
      "border-color": [COLOR],
    },
  },
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object", "embed", "template", "foreignobject"],
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const unescape = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/**
 * One formula as HTML (KaTeX's HTML and MathML, inside a left-to-right span), or, when KaTeX cannot
 * read it, its source as typed, marked as such.
 */
export function renderFormula(latex: string, display: boolean): string {
  const source = latex.trim();
  const delimiter = display ? "$$" : "$";
  try {
    if (!source) throw new Error("empty formula");
    const html = katex.renderToString(source, {
      displayMode: display,
      output: "htmlAndMathml",
      throwOnError: true,
      trust: false,
      strict: "ignore",
      maxSize: 20,
      maxExpand: 200,
    });
    const kind = display ? "math math-display" : "math math-inline";
    return `<span class="${kind}" dir="ltr" data-testid="math">${sanitizeHtml(html, KATEX_OUTPUT)}</span>`;
  } catch {
    return `<code class="math-error" dir="ltr" data-testid="math-error">${escape(delimiter + latex + delimiter)}</code>`;
  }
}

/** Formulas between dollars in HTML-escaped text, typeset; everything else left as it was. */
export function renderMathInText(escapedText: string): string {
  if (!escapedText.includes("$")) return escapedText;
  return splitMath(escapedText)
    .map((piece) => (piece.kind === "text" ? piece.text : renderFormula(unescape(piece.latex), piece.display)))
    .join("");
}

/** A member's plain text as HTML: every character shown as typed, its formulas typeset. */
export function plainTextWithMath(text: string): string {
  return renderMathInText(escape(text));
}

/** The formulas of a plain text (a question, an answer, a comment), typeset, by their source; none when it has none. */
export function formulasOf(text: string): Formulas | undefined {
  const formulas = splitMath(text).filter((piece) => piece.kind === "math");
  if (!formulas.length) return undefined;
  return Object.fromEntries(formulas.map((piece) => [piece.source, renderFormula(piece.latex, piece.display)]));
}

const MATH_NODE = /^<(span|div)\b[^>]*\bdata-type="(inline-math|block-math)"[^>]*>$/;
const LATEX_ATTRIBUTE = /\bdata-latex="([^"]*)"/;
const VERBATIM = new Set(["code", "pre"]);

/**
 * Sanitized HTML (the output of the allow-list, so its tags are well formed) with its formulas
 * typeset: the editor's math nodes, and dollar-delimited LaTeX in its text outside code.
 */
export function renderMathInHtml(safeHtml: string): string {
  if (!safeHtml.includes("$") && !safeHtml.includes("data-latex")) return safeHtml;
  const parts = safeHtml.split(/(<[^>]*>)/);
  let out = "";
  let verbatim = 0;
  // inside a math node: its tag name and nesting depth, its text (the source) is replaced
  let node: { tag: string; depth: number } | null = null;
  for (const part of parts) {
    if (!part) continue;
    if (part[0] !== "<") {
      if (!node) out += verbatim ? part : renderMathInText(part);
      continue;
    }
    const tag = /^<\/?([a-z0-9]+)/i.exec(part)?.[1]?.toLowerCase() ?? "";
    const closing = part[1] === "/";
    if (node) {
      if (tag === node.tag) node.depth += closing ? -1 : part.endsWith("/>") ? 0 : 1;
      if (node.depth === 0) node = null;
      continue;
    }
    const math = MATH_NODE.exec(part);
    if (math) {
      out += renderFormula(unescape(LATEX_ATTRIBUTE.exec(part)?.[1] ?? ""), math[2] === "block-math");
      if (!part.endsWith("/>")) node = { tag: math[1], depth: 1 };
      continue;
    }
    if (VERBATIM.has(tag)) verbatim = Math.max(0, verbatim + (closing ? -1 : 1));
    out += part;
  }
  return out;
}
