// A tiny XML writer for the Atom feeds and the OAI-PMH answers: elements are built as values, and
// every text and attribute passes through one escaper, so no stored title or abstract can open a
// tag of its own. Characters XML 1.0 forbids (most control characters, lone surrogates) are
// dropped: a single one would make the whole document unreadable to a feed reader or a harvester.

const INVALID_XML_CHARS = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or an attribute value, safe to place anywhere in a document. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Written XML: what `el` returns, placed as is (never escaped twice). */
export class XmlNode {
  constructor(readonly xml: string) {}
}

export type XmlChild = XmlNode | string | number | null | undefined | false | XmlChild[];
type Attrs = Record<string, string | number | null | undefined>;

function write(child: XmlChild): string {
  if (child === null || child === undefined || child === false) return "";
  if (child instanceof XmlNode) return child.xml;
  if (Array.isArray(child)) return child.map(write).join("");
  return escapeXml(String(child));
}

/** `<name attrs>children</name>`, or `<name attrs/>` with none; null and undefined attributes are left out. */
export function el(name: string, attrs: Attrs | null, ...children: XmlChild[]): XmlNode {
  const attributes = Object.entries(attrs ?? {})
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
  const inner = children.map(write).join("");
  return new XmlNode(inner ? `<${name}${attributes}>${inner}</${name}>` : `<${name}${attributes}/>`);
}

/** A whole document: the declaration, then the root. */
export const xmlDocument = (root: XmlNode) => `<?xml version="1.0" encoding="UTF-8"?>\n${root.xml}\n`;
