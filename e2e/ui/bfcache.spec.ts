import { createUser, expect, loginAs, test } from "../fixtures";
import { seedPost } from "../seed/posts";

// Issue 12: pages the back/forward cache keeps, so going back shows the page as it was, at once.
// Playwright launches its browsers with that cache off; this file launches one with it on.
test.describe("back/forward cache", () => {
  test("going back restores the home page, a board, an article and a static page as they were", async ({ playwright, launchOptions, baseURL }) => {
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
    try {
      const page = await (await browser.newContext({ baseURL, locale: "ar" })).newPage();
      await loginAs(page, await createUser());
      const post = await seedPost({ title: `bfcache ${Date.now()}` });
      for (const path of ["/", "/qa-section", `/article/${post.id}`, "/about-us"]) {
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        await page.waitForLoadState("networkidle");
        // a mark in this document's memory: a page loaded anew has lost it, a restored one keeps it
        await page.evaluate(() => Object.assign(window, { bfcacheMark: true }));
        await page.goto("/contact-us");
        await expect(page.locator("main")).toBeVisible();
        // a restored page fires no load event: wait only for the navigation itself
        await page.goBack({ waitUntil: "commit" });
        await expect(page).toHaveURL(path);
        const back = await page.evaluate(() => ({
          kept: "bfcacheMark" in window,
          // Chromium says why a page was not restored (PerformanceNavigationTiming.notRestoredReasons)
          why: JSON.stringify(
            (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons ?? null,
          ),
        }));
        expect(back, `${path} was loaded anew: ${back.why}`).toEqual({ kept: true, why: expect.any(String) });
      }
    } finally {
      await browser.close();
    }
  });
});
