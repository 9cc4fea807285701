import { describe, expect, it } from "vitest";
import { formulasOf, plainTextWithMath, renderFormula, renderMathInHtml } from "@/lib/math";
import { splitMath } from "@/lib/math-text";
import { sanitizeArticleHtml, textOrHtmlToSafeHtml } from "@/lib/sanitize";

const DANGER = /<script|\son[a-z]+=|javascript:|<iframe|<object|<embed|<foreignobject|href=/i;

describe("the math renderer", () => {
  it("typesets an inline formula to KaTeX's HTML with MathML beside it, left to right", () => {
    const html = renderFormula("x^2 + \\frac{a}{b}", false);
    expect(html).toMatch(/^<span class="math math-inline" dir="ltr"/);
    expect(html).toContain('<span class="katex">');
    expect(html).toContain("<math");
    expect(html).toContain("<mfrac>");
    expect(html).toContain('<annotation encoding="application/x-tex">x^2 + \\frac{a}{b}</annotation>');
    expect(html).toContain('class="katex-html" aria-hidden="true"');
  });

  it("typesets a display formula as a block, its measured styles kept", () => {
    const html = renderFormula("\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}", true);
    expect(html).toMatch(/^<span class="math math-display" dir="ltr"/);
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('display="block"');
    expect(html).toMatch(/style="height:[\d.]+em/);
  });

  it("keeps the SVG KaTeX draws a square root with", () => {
    const html = renderFormula("\\sqrt{x}", false);
    expect(html).toContain("<svg");
    expect(html).toContain("<path d=");
  });

  it("shows a malformed formula's source, escaped, and never throws", () => {
    expect(renderFormula("\\frac{1", false)).toBe('<code class="math-error" dir="ltr" data-testid="math-error">$\\frac{1$</code>');
    expect(renderFormula("\\undefinedcommand{x}", true)).toContain("$$\\undefinedcommand{x}$$");
    expect(renderFormula("<img src=x onerror=alert(1)>{", false)).toContain("&lt;img src=x onerror=alert(1)&gt;{");
    expect(renderFormula("  ", false)).toContain("math-error");
  });

  it("lets nothing but KaTeX's own output through: links, classes and HTML from LaTeX are refused", () => {
    for (const latex of [
      "\\href{javascript:alert(1)}{x}",
      "\\url{javascript:alert(1)}",
      "\\htmlClass{x}{y}",
      "\\htmlData{onclick=alert(1)}{y}",
      "\\includegraphics{x.png}",
    ]) {
      // the source stays readable as text (in the annotation), never as a link or markup
      expect(renderFormula(latex, false).replace(/<annotation[^>]*>[^<]*<\/annotation>/, "")).not.toMatch(DANGER);
    }
  });

  it("stops a formula that would expand forever", () => {
    const html = renderFormula("\\def\\a{\\a\\a}\\a", false);
    expect(html).toContain("math-error");
  });
});

describe("formulas in text", () => {
  it("finds inline and display formulas, and leaves prices and escaped dollars as text", () => {
    expect(splitMath("من $5 إلى $10")).toEqual([{ kind: "text", text: "من $5 إلى $10" }]);
    expect(splitMath("a \\$ sign")).toEqual([{ kind: "text", text: "a $ sign" }]);
    expect(splitMath("$ x $")).toEqual([{ kind: "text", text: "$ x $" }]);
    expect(splitMath("لتكن $x^2$ و $$\\int f$$.")).toEqual([
      { kind: "text", text: "لتكن " },
      { kind: "math", source: "$x^2$", latex: "x^2", display: false },
      { kind: "text", text: " و " },
      { kind: "math", source: "$$\\int f$$", latex: "\\int f", display: true },
      { kind: "text", text: "." },
    ]);
    expect(splitMath("$a\\$b$")).toEqual([{ kind: "math", source: "$a\\$b$", latex: "a\\$b", display: false }]);
  });

  it("keeps Arabic text around a formula in its order, the formula isolated left to right", () => {
    const html = plainTextWithMath("المعادلة $E=mc^2$ مشهورة");
    expect(html.startsWith("المعادلة ")).toBe(true);
    expect(html.endsWith(" مشهورة")).toBe(true);
    expect(html).toContain('<span class="math math-inline" dir="ltr"');
    expect(html.indexOf("المعادلة")).toBeLessThan(html.indexOf("katex"));
    expect(html.indexOf("katex")).toBeLessThan(html.indexOf("مشهورة"));
  });

  it("escapes the text around formulas and reads < and & inside them", () => {
    const html = plainTextWithMath("<b>x</b> و $a < b$ و $\\begin{matrix}1 & 2\\end{matrix}$");
    expect(html.startsWith("&lt;b&gt;x&lt;/b&gt; و ")).toBe(true);
    expect(html).toContain("<mo>&lt;</mo>");
    expect(html).toContain("<mtable");
    expect(html).not.toContain("math-error");
  });

  it("gives a plain text's formulas by their source, and nothing when there are none", () => {
    expect(formulasOf("لا صيغ هنا، والسعر $5")).toBeUndefined();
    const formulas = formulasOf("$x$ و $\\frac{1$ و $x$")!;
    expect(Object.keys(formulas)).toEqual(["$x$", "$\\frac{1$"]);
    expect(formulas["$x$"]).toContain("katex");
    expect(formulas["$\\frac{1$"]).toContain("math-error");
  });
});

describe("formulas in an article body", () => {
  it("typesets dollars in text and the editor's math nodes, but not inside code", () => {
    const stored = sanitizeArticleHtml(
      '<p>نص $x_1$ ثم <span data-type="inline-math" data-latex="\\alpha &lt; 1">\\alpha</span>.</p>' +
        '<div data-type="block-math" data-latex="\\int_0^1 x\\,dx"></div><pre><code>echo $HOME$x$</code></pre><p><code>$y$</code></p>',
    );
    expect(stored).toContain('<span data-type="inline-math" data-latex="\\alpha &lt; 1">');
    expect(stored).toContain('<div data-type="block-math" data-latex="\\int_0^1 x\\,dx"></div>');
    const html = renderMathInHtml(textOrHtmlToSafeHtml(stored));
    expect(html.match(/class="math math-inline"/g)).toHaveLength(2);
    expect(html.match(/class="math math-display"/g)).toHaveLength(1);
    expect(html).toContain("<mi>α</mi>");
    expect(html).toContain('<pre dir="auto"><code>echo $HOME$x$</code></pre>');
    expect(html).toContain("<code>$y$</code>");
    expect(html).not.toContain("data-latex");
    expect(html).toMatch(/<\/span>\.<\/p>/);
  });

  it("keeps math nodes only as the editor writes them: other divs and data attributes go", () => {
    const clean = sanitizeArticleHtml(
      '<div class="x" onclick="alert(1)">نص</div><span data-type="evil" data-latex="x">y</span><div data-type="inline-math">z</div>',
    );
    expect(clean).toBe('<div dir="auto">نص</div><span>y</span><div dir="auto">z</div>');
    expect(renderMathInHtml(clean)).toBe(clean);
  });

  it("cannot be tricked into markup by a data-latex attribute", () => {
    const stored = sanitizeArticleHtml('<span data-type="inline-math" data-latex="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</span>');
    expect(renderMathInHtml(stored)).not.toMatch(DANGER);
  });
});
