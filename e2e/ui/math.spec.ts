import { apiClient as client, createUser, expect, pageAs, test } from "../fixtures";
import { publishArticle } from "../seed/articles";

// A formula in an Arabic article reads left to right inside right-to-left text, typeset before the
// page reaches the browser, in both languages and on a phone.

test("an Arabic article's formulas read left to right inside its right-to-left lines, at 390 px and at 1280 px", async ({ browser, playwright }, info) => {
  const authorUser = await createUser();
  const author = await client(playwright, authorUser);
  const editor = await client(playwright, await createUser("admin"));
  const article = await publishArticle(author, editor, {
    title: `معادلات ${Math.random().toString(36).slice(2, 8)}`,
    keywords: ["رياضيات"],
    fields: {
      body:
        "<p>إذا كانت $a^2 + b^2 = c^2$ فإن المثلث قائم، ونكتب المجموع كما يلي:</p>" +
        '<div data-type="block-math" data-latex="\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}"></div>' +
        "<p>أما الصيغة $\\frac{1$ فخاطئة.</p>",
    },
  });
  for (const [locale, viewport] of [
    ["ar", { width: 390, height: 844 }],
    ["en", { width: 1280, height: 900 }],
  ] as const) {
    const page = await pageAs(browser, authorUser, `/article/${article.postId}`, { locale, viewport });
    const body = page.getByTestId("article-body");
    const inline = body.getByTestId("math").first();
    await expect(inline).toBeVisible();
    await expect(body.locator("p").first()).toHaveCSS("direction", "rtl");
    await expect(inline).toHaveCSS("direction", "ltr");
    // MathML for screen readers, the drawn formula hidden from them
    await expect(inline.locator("math annotation")).toHaveText("a^2 + b^2 = c^2");
    await expect(inline.locator(".katex-html")).toHaveAttribute("aria-hidden", "true");
    // KaTeX's own font is loaded (from this site), so the formula is typeset, not fallback text
    await expect.poll(() => page.evaluate(() => document.fonts.check("16px KaTeX_Main"))).toBe(true);
    const display = body.locator(".math-display");
    await expect(display).toBeVisible();
    const [line, box] = [await body.boundingBox(), await display.boundingBox()];
    expect(box!.width).toBeLessThanOrEqual(line!.width + 1);
    await expect(body.getByTestId("math-error")).toHaveText("$\\frac{1$");
    // the formula sits between the Arabic words, in reading order: right of it the opening words
    const words = await body
      .locator("p")
      .first()
      .evaluate((p) => {
        const range = document.createRange();
        range.setStart(p.firstChild!, 0);
        range.setEnd(p.firstChild!, 4);
        return range.getBoundingClientRect().left;
      });
    expect(words).toBeGreaterThan((await inline.boundingBox())!.x);
    await page.screenshot({ path: info.outputPath(`math-${locale}.png`), fullPage: true });
    await page.context().close();
  }
});
