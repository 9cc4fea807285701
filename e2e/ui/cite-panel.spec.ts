import { createUser, expect, hydrated, loginAs, test, toastLocator, useLocale } from "../fixtures";
import { seedArticle } from "../seed/published";

// The Cite panel of a published article: APA and Chicago written out as a reference list sets
// them, in the direction of the article's title (Arabic here) whatever the interface's, each name
// and the title isolated; a Copy button per style puts the reference on the clipboard; the files
// are downloads beside them; the printout ends with the same APA reference.

const CASES = [
  { locale: "ar", width: 390, cite: "استشهد بالمقال", copy: (s: string) => `نسخ المرجع بأسلوب ${s}`, copied: "نُسخ المرجع" },
  { locale: "en", width: 1280, cite: "Cite", copy: (s: string) => `Copy the ${s} reference`, copied: "Reference copied" },
] as const;

for (const { locale, width, cite, copy, copied } of CASES) {
  test(`the Cite panel shows each reference and copies it (${locale}, ${width}px)`, async ({ page }) => {
    const title = `أثر الري بالتنقيط ${Math.random().toString(36).slice(2, 8)}`;
    const { article, post } = await seedArticle({ title, coAuthors: [{ name: "James Whitfield" }] });
    await page.setViewportSize({ width, height: 900 });
    await useLocale(page, locale);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await loginAs(page, await createUser());
    await page.goto(`/article/${post!.id}`);
    await hydrated(page);

    const panel = page.getByTestId("cite-panel");
    await panel.getByText(cite).click();
    for (const [format, style] of [
      ["apa", "APA"],
      ["chicago", "Chicago"],
    ] as const) {
      const expected = await (await page.request.get(`/backend/api/articles/cite.php?id=${article.id}&format=${format}`)).text();
      const shown = panel.getByTestId(`citation-${format}`);
      const reference = shown.locator("p");
      // the reference reads right to left, as its Arabic title does, even in the English interface
      await expect(reference).toHaveAttribute("dir", "rtl");
      await expect(reference).toHaveText(expected);
      await expect(reference.locator("bdi")).toHaveText(["ليلى حداد", "James Whitfield", title]);
      await expect(reference.locator("i")).toHaveText("منارة");
      await shown.getByRole("button", { name: copy(style) }).click();
      await expect(toastLocator(page, copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    await expect(panel.getByRole("link", { name: "BibTeX" })).toHaveAttribute("download", "");
    await expect(panel.getByRole("link", { name: "RIS" })).toHaveAttribute("href", `/backend/api/articles/cite.php?id=${article.id}&format=ris`);
    // the panel fits a phone: nothing wider than the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await panel.screenshot({ path: `test-results/cite-panel-${locale}-${width}.png` });

    await page.emulateMedia({ media: "print" });
    const printed = page.getByTestId("printed-citation");
    await expect(printed).toHaveAttribute("dir", "rtl");
    await expect(printed.locator("bdi")).toHaveText(["ليلى حداد", "James Whitfield", title]);
  });
}
