import type { Page } from "@playwright/test";
import { createUser, expect, loginAs, test } from "../fixtures";
import { seedOpportunity } from "../seed/opportunities";
import { seedTopic } from "../seed/topics";

// The section boards' first page is rendered on the server (issue 12: the cards are in the HTML,
// not fetched after the scripts ran), for the URL's search, filters and page; the browser starts
// from it and fetches only what the reader asks for next.

/** React's hydration errors (minified in the production build: #418, #423, #425). */
function watchHydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => {
    if (/hydrat|#418|#423|#425/i.test(e.message)) errors.push(e.message);
  });
  return errors;
}

test("with JavaScript off, the boards' cards are in the page, for the URL's filter and search", async ({ browser }) => {
  const member = await createUser();
  const opportunity = await seedOpportunity(member);
  const topic = await seedTopic(member);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAs(context.request, member);

  await page.goto("/academic-partnership?mine=true");
  await expect(page.getByRole("heading", { name: opportunity.title })).toBeVisible();
  await page.goto(`/topic-suggestions?mine=true&q=${encodeURIComponent(topic.title)}`);
  await expect(page.getByRole("heading", { name: topic.title })).toBeVisible();
  // a search that matches nothing renders no card of the member's
  await page.goto("/topic-suggestions?mine=true&q=zzzqqq");
  await expect(page.getByRole("heading", { name: topic.title })).toBeHidden();
  await context.close();
});

test("after hydration the board does not fetch its first page again; the next page is fetched", async ({ page }) => {
  const errors = watchHydrationErrors(page);
  const member = await createUser();
  await loginAs(page, member);
  // ten of the member's topics: nine on the first page (the board's page size), one on the second
  const titles: string[] = [];
  for (let i = 0; i < 10; i++) titles.push((await seedTopic(member, { title: `موضوع صفحات ${i} ${member.id.slice(0, 6)}` })).title);
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/backend/api/topics/read.php")) requests.push(r.url());
  });

  await page.goto("/topic-suggestions?mine=true");
  await expect(page.getByRole("heading", { name: titles[9] })).toBeVisible();
  const second = page.waitForResponse((r) => r.url().includes("/backend/api/topics/read.php") && new URL(r.url()).searchParams.get("page") === "2");
  await page.getByRole("button", { name: "التالي" }).click();
  await second;
  await expect(page.getByRole("heading", { name: titles[0] })).toBeVisible();
  await expect(page.getByRole("heading", { name: titles[9] })).toBeHidden();
  await expect(page).toHaveURL(/page=2/);
  // the only request the board made is the second page's (none for the first, on mount)
  expect(requests.map((u) => new URL(u).searchParams.get("page"))).toEqual(["2"]);
  expect(errors).toEqual([]);
});
