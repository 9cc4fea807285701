import { mergeAttributes, Node } from "@tiptap/react";

/*
 * The editor's formulas: an inline one in a line of text and a display one on its own line, each an
 * atom holding its LaTeX, written as <span data-type="inline-math" data-latex> and <div
 * data-type="block-math" data-latex> (the shape the article allow-list keeps). The editor shows the
 * source; the server typesets it for readers.
 */
function mathNode({ name, display }: { name: string; display: boolean }) {
  const [tag, type, delimiter] = display ? (["div", "block-math", "$$"] as const) : (["span", "inline-math", "$"] as const);
  return Node.create({
    name,
    group: display ? "block" : "inline",
    inline: !display,
    atom: true,
    selectable: true,
    addAttributes: () => ({
      latex: {
        default: "",
        parseHTML: (element: HTMLElement) => element.getAttribute("data-latex") ?? "",
        renderHTML: (attributes: Record<string, unknown>) => ({ "data-latex": attributes.latex }),
      },
    }),
    parseHTML: () => [{ tag: `${tag}[data-type="${type}"]` }],
    renderHTML: ({ node, HTMLAttributes }) => [
      tag,
      mergeAttributes(HTMLAttributes, { "data-type": type, dir: "ltr", class: "math-source" }),
      `${delimiter}${node.attrs.latex}${delimiter}`,
    ],
  });
}

export const InlineMath = mathNode({ name: "inlineMath", display: false });
export const BlockMath = mathNode({ name: "blockMath", display: true });
