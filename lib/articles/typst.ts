import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";
import katex from "katex";
import { tex2typst } from "tex2typst";
import { splitMath } from "@/lib/math-text";

/*
 * An article body (sanitized HTML from the editor, with its math nodes) as Typst markup. Nothing
 * the author wrote is ever read as Typst code: text is escaped character by character, strings are
 * quoted, every element becomes a function call (so no line start can begin a heading or a list),
 * and a formula is typeset only when KaTeX reads it and its Typst translation holds no way back
 * into code (`#`), no end of the equation (`$`) and no comment; any other shows its LaTeX source.
 */

/** Escapes text for Typst markup: every ASCII punctuation character is written as an escape. */
export function escapeMarkup(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
}

/** A Typst string literal holding `text` as it is. */
export function typstString(text: string): string {
  return `"${text
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n")
    .replace(/\r/g, "\\r")
    .replace(/\t/g, "\\t")}"`;
}

const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const STRONG_LTR = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/;

/** The direction of a run of text by its first strong character; null when it has none. */
export function directionOf(text: string): "rtl" | "ltr" | null {
  for (const c of text) {
    if (STRONG_RTL.test(c)) return "rtl";
    if (STRONG_LTR.test(c)) return "ltr";
  }
  return null;
}

/** The Typst math of a LaTeX formula, or null when it is malformed or its translation is not safe to typeset. */
export function latexToTypstMath(latex: string): string | null {
  const source = latex.trim();
  if (!source) return null;
  try {
    katex.renderToString(source, { throwOnError: true, output: "mathml" });
  } catch {
    return null;
  }
  let math: string;
  try {
    math = tex2typst(source);
  } catch {
    return null;
  }
  if (!math.trim() || /[#$]|\/\/|\/\*|\*\//.test(math)) return null;
  // a quoted text in the formula must close: an odd number of unescaped quotes would run on
  if ((math.replace(/\\./g, "").match(/"/g) ?? []).length % 2 !== 0) return null;
  return math;
}

/** A formula as Typst: typeset when it can be, else its LaTeX source, left to right, in a monospaced box. */
export function formulaMarkup(latex: string, display: boolean, { typeset = true } = {}): string {
  const math = typeset ? latexToTypstMath(latex) : null;
  if (math === null) {
    const source = `#box(text(dir: ltr, ${typstString(display ? `$$${latex}$$` : `$${latex}$`)}))`;
    return display ? `#align(center, ${source.slice(1)})` : source;
  }
  // an inline formula in a box: a line never breaks inside it
  return display ? `$ ${math} $` : `#box($${math}$)`;
}

export type TypstOptions = {
  /** the file path (inside the compiler's world) of an image the body shows, or null when it cannot be shown */
  imagePath?: (src: string) => string | null;
  /** false: every formula shows its source (the second try, when a translation would not compile) */
  typesetMath?: boolean;
};

const isElement = (n: ChildNode): n is Element => n.type === "tag";

const textOf = (n: ChildNode): string => (n.type === "text" ? n.data : isElement(n) ? n.children.map(textOf).join("") : "");

const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 1, h3: 2, h4: 3, h5: 3, h6: 3 };

/** The body's HTML as Typst markup. */
export function htmlToTypst(html: string, options: TypstOptions = {}): string {
  const doc = parseDocument(html ?? "", { decodeEntities: true });
  return blocks(doc.children, options).trim();
}

/** Block-level children, each block separated by a blank line. */
function blocks(nodes: ChildNode[], o: TypstOptions): string {
  const out: string[] = [];
  let inline: ChildNode[] = [];
  const flush = () => {
    const text = inlines(inline, o).trim();
    if (text) out.push(text);
    inline = [];
  };
  for (const n of nodes) {
    if (isElement(n) && BLOCK_TAGS.has(n.name)) {
      flush();
      const b = block(n, o);
      if (b) out.push(b);
    } else inline.push(n);
  }
  flush();
  return out.join("\n\n");
}

const BLOCK_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "hr", "table", "figure", "figcaption", "div"]);

/** A block that runs against the document's direction is set in its own (an English paragraph in an Arabic article). */
function directed(n: Element, content: string): string {
  const dir = n.attribs.dir === "ltr" || n.attribs.dir === "rtl" ? n.attribs.dir : directionOf(textOf(n));
  if (dir !== "ltr") return content;
  return `#block(width: 100%)[#set text(dir: ltr, lang: "en", font: latin-fonts)\n${content}]`;
}

function block(n: Element, o: TypstOptions): string {
  switch (n.name) {
    case "p":
      return directed(n, inlines(n.children, o).trim());
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
      return directed(n, `#heading(level: ${HEADING_LEVEL[n.name]})[${inlines(n.children, o).trim()}]`);
    case "ul":
    case "ol": {
      const items = n.children.filter(isElement).filter((c) => c.name === "li");
      const start = n.name === "ol" && /^\d{1,6}$/.test(n.attribs.start ?? "") ? `start: ${Number(n.attribs.start)}, ` : "";
      const body = items.map((li) => `[${blocks(li.children, o)}]`).join(", ");
      return items.length ? `#${n.name === "ul" ? "list" : "enum"}(${start}${body})` : "";
    }
    case "li":
      return `#list([${blocks(n.children, o)}])`;
    case "blockquote":
      return `#quote(block: true)[${blocks(n.children, o)}]`;
    case "pre":
      return `#block(width: 100%, inset: 6pt, fill: luma(245))[#set text(dir: ltr)\n#raw(block: true, ${typstString(textOf(n))})]`;
    case "hr":
      return "#line(length: 100%, stroke: 0.5pt + luma(160))";
    case "table":
      return table(n, o);
    case "figure":
      return `#align(center)[${blocks(n.children, o)}]`;
    case "figcaption":
      return `#align(center, text(size: 0.9em)[${inlines(n.children, o).trim()}])`;
    case "div": {
      if (n.attribs["data-type"] === "block-math") return formulaMarkup(n.attribs["data-latex"] ?? "", true, { typeset: o.typesetMath !== false });
      return blocks(n.children, o);
    }
    default:
      return inlines(n.children, o);
  }
}

function table(n: Element, o: TypstOptions): string {
  const rows: Element[] = [];
  let caption = "";
  const collect = (el: Element) => {
    for (const c of el.children.filter(isElement)) {
      if (c.name === "tr") rows.push(c);
      else if (c.name === "caption") caption = inlines(c.children, o).trim();
      else if (["thead", "tbody", "tfoot"].includes(c.name)) collect(c);
    }
  };
  collect(n);
  if (!rows.length) return "";
  const span = (v: string | undefined) => (/^\d{1,2}$/.test(v ?? "") && Number(v) > 1 ? Number(v) : 1);
  const columns = Math.max(1, ...rows.map((r) => r.children.filter(isElement).reduce((sum, c) => sum + span(c.attribs.colspan), 0)));
  const cells = rows.map((r) =>
    r.children
      .filter(isElement)
      .filter((c) => c.name === "td" || c.name === "th")
      .map((c) => {
        const body = blocks(c.children, o);
        const content = c.name === "th" ? `[#strong[${body}]]` : `[${body}]`;
        const colspan = span(c.attribs.colspan);
        const rowspan = span(c.attribs.rowspan);
        if (colspan === 1 && rowspan === 1) return content;
        return `table.cell(${colspan > 1 ? `colspan: ${colspan}, ` : ""}${rowspan > 1 ? `rowspan: ${rowspan}, ` : ""}${content})`;
      }),
  );
  const headerRow = rows[0].children.filter(isElement).every((c) => c.name === "th");
  const parts = cells.map((c, i) => (i === 0 && headerRow ? `table.header(${c.join(", ")})` : c.join(", "))).filter(Boolean);
  const grid = `#table(columns: ${columns}, inset: 5pt, stroke: 0.5pt + luma(140), ${parts.join(",\n  ")})`;
  return `#align(center)[${grid}${caption ? `\n#text(size: 0.9em)[${caption}]` : ""}]`;
}

const WRAP: Record<string, string> = {
  strong: "strong",
  b: "strong",
  em: "emph",
  i: "emph",
  u: "underline",
  s: "strike",
  sub: "sub",
  sup: "super",
  mark: "highlight",
};

/** Inline content: text, emphasis, links, formulas, images. */
function inlines(nodes: ChildNode[], o: TypstOptions): string {
  return nodes.map((n) => inline(n, o)).join("");
}

function inline(n: ChildNode, o: TypstOptions): string {
  if (n.type === "text") return textWithMath(n.data, o);
  if (!isElement(n)) return "";
  if (BLOCK_TAGS.has(n.name)) return ` ${block(n, o)} `;
  const inner = () => inlines(n.children, o);
  if (WRAP[n.name]) return `#${WRAP[n.name]}[${inner()}]`;
  switch (n.name) {
    case "br":
      return "#linebreak()";
    case "small":
      return `#text(size: 0.85em)[${inner()}]`;
    case "code":
      return `#box(text(dir: ltr, raw(${typstString(textOf(n))})))`;
    case "a": {
      const href = n.attribs.href ?? "";
      return /^(https?:|mailto:)/i.test(href) ? `#link(${typstString(href)})[${inner()}]` : inner();
    }
    case "img": {
      const file = o.imagePath?.(n.attribs.src ?? "") ?? null;
      const alt = n.attribs.alt ?? "";
      if (file) return `#box(image(${typstString(file)}, width: 80%${alt ? `, alt: ${typstString(alt)}` : ""}))`;
      return alt ? `#text(fill: luma(90))[\\[${escapeMarkup(alt)}\\]]` : "";
    }
    case "span":
      if (n.attribs["data-type"] === "inline-math") return formulaMarkup(n.attribs["data-latex"] ?? "", false, { typeset: o.typesetMath !== false });
      return inner();
    default:
      return inner();
  }
}

/** A text run, its `$…$` formulas typeset (the page typesets them too). */
function textWithMath(text: string, o: TypstOptions): string {
  return splitMath(text)
    .map((p) => (p.kind === "text" ? escapeMarkup(p.text) : formulaMarkup(p.latex, p.display, { typeset: o.typesetMath !== false })))
    .join("");
}

/** Plain text (a title, a name, an abstract, a reference) as Typst markup, its formulas typeset. */
export function textToTypst(text: string, o: TypstOptions = {}): string {
  return text
    .split(/\n{2,}/)
    .map((para) => textWithMath(para.trim(), o))
    .filter(Boolean)
    .join("\n\n");
}
