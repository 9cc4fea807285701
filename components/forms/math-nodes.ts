import { mergeAttributes, Node } from "@tiptap/react";

/*
 * The editor's formulas: an inline one in a line of text and a display one on its own line, each an
 * atom holding its LaTeX, written as <span data-type="inline-math" data-latex> and <div
 * data-type="block-math" data-latex> (the shape the article allow-list keeps). The editor shows the
 * source; the server typesets it for readers.
 */
const latexAttribute = {
  latex: {
    default: "",
    parseHTML: (element: HTMLElement) => element.getAttribute("data-latex") ?? "",
    renderHTML: (attributes: Record<string, unknown>) => ({ "data-latex": attributes.latex }),
  },
};

export const InlineMath = Node.create({
  name: "inlineMath",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: 'span[data-type="inline-math"]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    "span",
    mergeAttributes(HTMLAttributes, { "data-type": "inline-math", dir: "ltr", class: "math-source" }),
    `$${node.attrs.latex}$`,
  ],
});

export const BlockMath = Node.create({
  name: "blockMath",
  group: "block",
  atom: true,
  selectable: true,
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: 'div[data-type="block-math"]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    "div",
    mergeAttributes(HTMLAttributes, { "data-type": "block-math", dir: "ltr", class: "math-source" }),
    `$$${node.attrs.latex}$$`,
  ],
});
