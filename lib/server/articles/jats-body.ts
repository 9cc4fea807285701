import "server-only";
import { splitMath } from "@/lib/math-text";
import { sanitizeArticleHtml } from "@/lib/sanitize";
import { formulaMathml, languageOf, xmlElement, xmlText } from "@/lib/server/articles/xml";

// An article's body (the sanitized HTML of the editor) as JATS: its headings become nested `sec`s
// with their `title`, paragraphs, lists, quotes, code, tables and figures their JATS elements, and
// every formula (the editor's math nodes and $…$ / $$…$$ in the text) MathML inside
// `inline-formula` or `disp-formula`; a formula KaTeX cannot read keeps its source as `tex-math`.

type Node = { tag: string; attrs: Record<string, string>; children: Node[] } | { text: string };
type Element = Extract<Node, { tag: string }>;

const VOID = new Set(["br", "hr", "img"]);
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/** The allow-list's output as a tree: its tags are balanced and its text and attribute values escaped. */
function parse(safeHtml: string): Node[] {
  const root: Element = { tag: "#root", attrs: {}, children: [] };
  const stack: Element[] = [root];
  for (const part of safeHtml.split(/(<[^>]*>)/)) {
    if (!part) continue;
    const top = stack[stack.length - 1];
    if (part[0] !== "<") {
      top.children.push({ text: decode(part) });
      continue;
    }
    const m = /^<(\/?)([a-z0-9]+)([^>]*?)(\/?)>$/i.exec(part);
    if (!m) continue;
    const tag = m[2].toLowerCase();
    if (m[1]) {
      const at = stack.findLastIndex((e) => e.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of m[3].matchAll(/([a-z-]+)="([^"]*)"/gi)) attrs[a[1].toLowerCase()] = decode(a[2]);
    const el: Element = { tag, attrs, children: [] };
    top.children.push(el);
    if (!VOID.has(tag) && !m[4]) stack.push(el);
  }
  return root.children;
}

const isText = (n: Node): n is { text: string } => "text" in n;
const textOf = (n: Node): string => (isText(n) ? n.text : n.children.map(textOf).join(""));

function formula(latex: string, display: boolean): string {
  const mathml = formulaMathml(latex, display);
  const content = mathml ?? xmlElement("tex-math", {}, xmlText(display ? `$$${latex}$$` : `$${latex}$`));
  return xmlElement(display ? "disp-formula" : "inline-formula", {}, content);
}

const INLINE_TAGS: Record<string, string> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  s: "strike",
  sub: "sub",
  sup: "sup",
  code: "monospace",
};
const BLOCK_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote", "pre", "table", "figure", "hr", "div"]);
const isMath = (n: Element) => n.attrs["data-type"] === "inline-math" || n.attrs["data-type"] === "block-math";
const isBlock = (n: Node) => !isText(n) && BLOCK_TAGS.has(n.tag) && !(n.tag === "div" && isMath(n));

/** Text with its dollar-delimited formulas typeset. */
const textWithMath = (text: string) =>
  splitMath(text)
    .map((piece) => (piece.kind === "text" ? xmlText(piece.text) : formula(piece.latex, piece.display)))
    .join("");

function inline(nodes: Node[]): string {
  return nodes.map(inlineNode).join("");
}

function inlineNode(n: Node): string {
  if (isText(n)) return textWithMath(n.text);
  if (isMath(n)) return formula(n.attrs["data-latex"] ?? "", n.attrs["data-type"] === "block-math");
  const jats = INLINE_TAGS[n.tag];
  if (jats) return n.tag === "code" ? xmlElement(jats, {}, xmlText(textOf(n))) : xmlElement(jats, {}, inline(n.children));
  if (n.tag === "a")
    return n.attrs.href ? xmlElement("ext-link", { "ext-link-type": "uri", "xlink:href": n.attrs.href }, inline(n.children)) : inline(n.children);
  if (n.tag === "img") return xmlElement("inline-graphic", { "xlink:href": n.attrs.src });
  if (n.tag === "br") return " ";
  if (n.tag === "hr") return "";
  // a block inside inline content (a paragraph inside a table cell, say) keeps its words
  return inline(n.children);
}

/** A paragraph, marked English when it holds no Arabic letter (the article's language is Arabic). */
function paragraph(nodes: Node[]): string {
  const content = inline(nodes).trim();
  if (!content) return "";
  const text = nodes.map(textOf).join("");
  return xmlElement("p", { "xml:lang": text.trim() && languageOf(text) === "en" ? "en" : null }, content);
}

/** Block content: runs of inline nodes become paragraphs. */
function blocks(nodes: Node[]): string {
  let out = "";
  let run: Node[] = [];
  const flush = () => {
    out += paragraph(run);
    run = [];
  };
  for (const n of nodes) {
    if (isBlock(n)) {
      flush();
      out += block(n as Element);
    } else if (!isText(n) && n.tag === "div" && isMath(n)) {
      flush();
      out += formula(n.attrs["data-latex"] ?? "", true);
    } else run.push(n);
  }
  flush();
  return out;
}

function rows(nodes: Node[]): Element[] {
  return nodes.flatMap((n) => (isText(n) ? [] : n.tag === "tr" ? [n] : ["thead", "tbody", "tfoot"].includes(n.tag) ? [] : rows(n.children)));
}

function row(tr: Element): string {
  const cells = tr.children.filter((c): c is Element => !isText(c) && (c.tag === "td" || c.tag === "th"));
  return xmlElement(
    "tr",
    {},
    cells
      .map((c) =>
        xmlElement(
          c.tag,
          { colspan: c.attrs.colspan, rowspan: c.attrs.rowspan, scope: c.attrs.scope },
          c.children.map((x) => (isBlock(x) ? inline((x as Element).children) : inlineNode(x))).join("<break/>"),
        ),
      )
      .join(""),
  );
}

function table(t: Element): string {
  const parts = t.children.filter((c): c is Element => !isText(c));
  const head = parts.filter((p) => p.tag === "thead").flatMap((p) => rows(p.children));
  const body = [...parts.filter((p) => p.tag === "tbody" || p.tag === "tfoot").flatMap((p) => rows(p.children)), ...parts.filter((p) => p.tag === "tr")];
  if (!head.length && !body.length) return "";
  const caption = parts.find((p) => p.tag === "caption");
  const inner = (head.length ? xmlElement("thead", {}, head.map(row).join("")) : "") + (body.length ? xmlElement("tbody", {}, body.map(row).join("")) : "");
  return xmlElement("table-wrap", {}, (caption ? xmlElement("caption", {}, paragraph(caption.children)) : "") + xmlElement("table", {}, inner));
}

function figure(f: Element): string {
  const images: Element[] = [];
  const find = (nodes: Node[]) => nodes.forEach((n) => !isText(n) && (n.tag === "img" ? images.push(n) : find(n.children)));
  find(f.children);
  const caption = f.children.find((c): c is Element => !isText(c) && c.tag === "figcaption");
  if (!images.length) return caption ? paragraph(caption.children) : "";
  return xmlElement(
    "fig",
    {},
    (caption ? xmlElement("caption", {}, paragraph(caption.children)) : "") +
      images.map((img) => xmlElement("graphic", { "xlink:href": img.attrs.src })).join(""),
  );
}

function block(n: Element): string {
  switch (n.tag) {
    case "p":
      return paragraph(n.children);
    case "ul":
    case "ol": {
      const items = n.children.filter((c): c is Element => !isText(c) && c.tag === "li");
      if (!items.length) return "";
      return xmlElement(
        "list",
        { "list-type": n.tag === "ol" ? "order" : "bullet" },
        items.map((li) => xmlElement("list-item", {}, blocks(li.children) || "<p/>")).join(""),
      );
    }
    case "blockquote": {
      const inner = blocks(n.children);
      return inner ? xmlElement("disp-quote", {}, inner) : "";
    }
    case "pre":
      return xmlElement("preformat", {}, xmlText(textOf(n)));
    case "table":
      return table(n);
    case "figure":
      return figure(n);
    case "div":
      return blocks(n.children);
    case "hr":
      return "";
    default:
      // a heading where no section can start (inside a list or a quote): a bold paragraph
      return /^h[1-6]$/.test(n.tag) ? xmlElement("p", {}, xmlElement("bold", {}, inline(n.children))) : blocks(n.children);
  }
}

/** The top level of the body with its headings' wrappers (divs) opened, so each heading can start a section. */
function topLevel(nodes: Node[]): Node[] {
  return nodes.flatMap((n) => (!isText(n) && n.tag === "div" && !isMath(n) ? topLevel(n.children) : [n]));
}

/** The body as JATS `body` content: what comes before the first heading, then a `sec` per heading, nested by level. */
export function jatsBody(html: string): string {
  const nodes = topLevel(parse(sanitizeArticleHtml(html)));
  type Sec = { level: number; title: string; content: Node[]; children: Sec[] };
  const root: Sec = { level: 0, title: "", content: [], children: [] };
  const stack: Sec[] = [root];
  for (const n of nodes) {
    const heading = !isText(n) && /^h([1-6])$/.exec(n.tag);
    if (!heading) {
      stack[stack.length - 1].content.push(n);
      continue;
    }
    const level = Number(heading[1]);
    while (stack.length > 1 && stack[stack.length - 1].level >= level) stack.pop();
    const sec: Sec = { level, title: inline((n as Element).children).trim(), content: [], children: [] };
    stack[stack.length - 1].children.push(sec);
    stack.push(sec);
  }
  const write = (s: Sec): string => blocks(s.content) + s.children.map((c) => xmlElement("sec", {}, xmlElement("title", {}, c.title) + write(c))).join("");
  return write(root);
}
