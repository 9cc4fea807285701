import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainMath } from "@/components/math/plain-math";

const html = (text: string, formulas?: Record<string, string>) => renderToStaticMarkup(createElement(PlainMath, { text, formulas }));

describe("PlainMath", () => {
  it("shows a formula the server typeset as its HTML, the text around it as text", () => {
    expect(html("إذا كانت $a<b$ فإن", { "$a<b$": '<span class="katex">a</span>' })).toBe(
      'إذا كانت <span class="contents"><span class="katex">a</span></span> فإن',
    );
  });
  it("shows a formula sent without its typesetting as its source, left to right and isolated", () => {
    expect(html("نقدّر $y = ax^2 + b$ حيث $a > 0$، ونقارنه")).toBe(
      'نقدّر <bdi dir="ltr" data-testid="math-source">$y = ax^2 + b$</bdi> حيث <bdi dir="ltr" data-testid="math-source">$a &gt; 0$</bdi>، ونقارنه',
    );
  });
  it("leaves a text without formulas as it is, escaped", () => {
    expect(html("من $5 إلى $10 <b>")).toBe("من $5 إلى $10 &lt;b&gt;");
  });
});
