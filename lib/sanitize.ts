import sanitizeHtml from "sanitize-html";
import { Lru } from "@/lib/lru";

// The one allow-list for stored rich text (article bodies). Applied when a body is written and
// again when it is rendered: what is not listed here never reaches a reader.
const BLOCKS_WITH_DIRECTION = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "td", "th", "figcaption", "pre"];

const mathNode =
  (type: string) =>
  (tagName: string, { "data-type": kind, "data-latex": latex, ...attribs }: sanitizeHtml.Attributes) => ({
    tagName,
    attribs:
      kind === type && latex !== undefined ? { ...attribs, "data-type": kind, "data-latex": latex } : tagName === "div" ? { ...attribs, dir: "auto" } : attribs,
  });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "small",
    "span",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    // the editor's math nodes: their LaTeX source, typeset when the text is shown
    span: ["data-type", "data-latex"],
    div: ["data-type", "data-latex"],
    "*": ["dir", "lang"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // the text of these is dropped along with them (never shown as text)
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template", "title", "head"],
  transformTags: {
    // the editor's math nodes keep their LaTeX; any other span or div keeps no data attribute
    span: mathNode("inline-math"),
    div: mathNode("block-math"),
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
    ...Object.fromEntries(
      BLOCKS_WITH_DIRECTION.map((tag) => [
        tag,
        (tagName: string, attribs: sanitizeHtml.Attributes) => ({
          tagName,
          attribs: { ...attribs, dir: attribs.dir === "rtl" || attribs.dir === "ltr" ? attribs.dir : "auto" },
        }),
      ]),
    ),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Safe HTML for an article body: headings, paragraphs, lists, links, emphasis, images, tables, code, quotes. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html ?? "", OPTIONS).trim();
}

/**
 * Bodies made safe, by their text: the article page makes its body safe again on every render,
 * and the same text always gives the same HTML (the allow-list is fixed), so an edited body is
 * simply another key. Bounded by count and by each body's length.
 */
const safeBodies = new Lru<string, string>(256);
const KEPT_BODY_MAX = 64_000;

/** A body that is plain text (an old post, a short content fallback) becomes paragraphs. */
export function textOrHtmlToSafeHtml(body: string): string {
  if (body.length > KEPT_BODY_MAX) return toSafeHtml(body);
  let safe = safeBodies.get(body);
  if (safe === undefined) safeBodies.set(body, (safe = toSafeHtml(body)));
  return safe;
}

function toSafeHtml(body: string): string {
  const looksLikeHtml = /<\/?[a-z][\s\S]*>/i.test(body);
  if (looksLikeHtml) return sanitizeArticleHtml(body);
  const escaped = sanitizeHtml(body, { allowedTags: [], allowedAttributes: {} });
  return escaped
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p dir="auto">${p.replace(/\n/g, "<br />")}</p>`)
    .join("");
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text known to be plain (an abstract) as paragraphs, every character shown as written: a blank line starts a paragraph. */
export function textToSafeHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p dir="auto">${p.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

const LOOKS_LIKE_HTML = /<\/?[a-z!][\s\S]*>/i;
const BLOCK_TAGS = ["p", "div", "br", "hr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "tr", "td", "th"];
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * Plain text from what an admin typed as an article's short `content`: text stays as typed (line
 * breaks too); markup is parsed (not pattern-matched), scripts, styles and frames dropped with
 * their text, and only the words kept. What comes out never contains a tag.
 */
export function toPlainText(input: string): string {
  let text = input ?? "";
  for (let round = 0; round < 3 && LOOKS_LIKE_HTML.test(text); round++) {
    const markup = sanitizeHtml(text, { allowedTags: BLOCK_TAGS, allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
    text = markup
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, "\n")
      .replace(/<\/?[a-z0-9]+\s*\/?>/gi, " ")
      .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e])
      .replace(/[ \t]+/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  }
  return LOOKS_LIKE_HTML.test(text) ? text.replace(/[<>]/g, "") : text;
}

/**
 * The plain text that sums up a published post. A reviewed article's abstract is text, exactly as
 * its author wrote it: "p<0.05", "a<b و c>d" or "<تسمية>" are words, never markup, so nothing is
 * taken out of it (each output escapes it for its own format). Only a post without one falls back
 * to its short content, which older clients may have sent as HTML.
 */
export function summaryText({ abstract, content }: { abstract: string | null | undefined; content: string }): string {
  return abstract === null || abstract === undefined ? toPlainText(content).trim() : abstract.trim();
}
