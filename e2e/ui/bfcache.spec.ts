import type { Page } from "@playwright/test";
import { createUser, expect, hydrated, loginAs, test } from "../fixtures";
import { seedPost } from "../seed/posts";

// Pages the back/forward cache keeps, so going back shows the page as it was, at once.
// Playwright launches its browsers with that cache off; this file launches one with it on, and the
// desktop Chromium: the headless shell the other tests run in has no back/forward cache.

const DESKTOP_CHROMIUM = "/usr/bin/chromium";

/** The page's requests still in flight (a page with one is not kept in the cache). */
function requestsInFlight(page: Page) {
  const open = new Set<unknown>();
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  return open;
}

test.describe("back/forward cache", () => {
  // one test per page
  for (const name of ["/", "/qa-section", "/article/:id", "/about-us"])
    test(`going back restores ${name} as it was`, async ({ playwright, launchOptions, baseURL }) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        executablePath: DESKTOP_CHROMIUM,
        ignoreDefaultArgs: ["--disable-back-forward-cache"],
      });
      try {
        const page = await (await browser.newContext({ baseURL, locale: "ar" })).newPage();
        const inFlight = requestsInFlight(page);
        await loginAs(page, await createUser());
        const post = await seedPost({ title: `bfcache ${Date.now()}` });
        const path = name.replace(":id", String(post.id));
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        // loaded, hydrated, and nothing still being fetched
        await hydrated(page);
        await expect.poll(() => inFlight.size).toBe(0);
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
      } finally {
        await browser.close();
      }
    });
});
