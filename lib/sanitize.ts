import sanitizeHtml from "sanitize-html";

// The one allow-list for stored rich text (article bodies). Applied when a body is written and
// again when it is rendered: what is not listed here never reaches a reader.
const BLOCKS_WITH_DIRECTION = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "td", "th", "figcaption", "pre"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6",
    "strong", "b", "em", "i", "u", "s", "sub", "sup", "mark", "small", "span",
    "ul", "ol", "li", "blockquote", "pre", "code", "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
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
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
    ...Object.fromEntries(
      BLOCKS_WITH_DIRECTION.map((tag) => [tag, (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: { ...attribs, dir: attribs.dir === "rtl" || attribs.dir === "ltr" ? attribs.dir : "auto" } })]),
    ),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Safe HTML for an article body: headings, paragraphs, lists, links, emphasis, images, tables, code, quotes. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html ?? "", OPTIONS).trim();
}

/** A body that is plain text (an old post, a short content fallback) becomes paragraphs. */
export function textOrHtmlToSafeHtml(body: string): string {
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
