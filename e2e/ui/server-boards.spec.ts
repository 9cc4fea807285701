import { randomUUID } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { indexedKeyOf } from "../../lib/search/arabic";
import { createUser, expect, holdRequests, hydrated, listSettled, loginAs, test, testDb, toastLocator } from "../fixtures";
import { seedOpportunity } from "../seed/opportunities";
import { seedTopic } from "../seed/topics";

// The section boards' first page is rendered on the server (the cards are in the HTML,
// not fetched after the scripts ran), for the URL's search, filters and page; the browser starts
// from it and fetches only what the reader asks for next. The server also renders the static part of
// each of those cards (CardGrid's `prerendered`); the browser renders only their buttons and panels,
// which keep their state and focus when the list changes and the cards' content is rendered anew.

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

test("a search marks the board busy from the first key until its answer has come", async ({ page }) => {
  const member = await createUser();
  const tag = member.id.slice(0, 6);
  const wanted = await seedTopic(member, { title: `موضوع مطلوب ${tag}` });
  const other = await seedTopic(member, { title: `موضوع آخر ${tag}` });
  await loginAs(page, member);
  await page.goto("/topic-suggestions?mine=true");
  await hydrated(page);
  const words = `مطلوب ${tag}`;
  const asked = (r: Request) => r.url().includes("/backend/api/topics/read.php") && new URL(r.url()).searchParams.get("q") === words;
  const release = await holdRequests(page, asked);
  const sent = page.waitForRequest(asked);
  // typed, then looked at before any timer of the page can run: the search has not gone out yet
  // (it waits for typing to pause), but the cards shown are no longer the ones asked for
  const busyAtOnce = await page.getByPlaceholder("ابحث في المواضيع...").evaluate((input: HTMLInputElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    return new Promise<boolean>((resolve) => setTimeout(() => resolve(!!document.querySelector('[aria-busy="true"]'))));
  }, words);
  expect(busyAtOnce).toBe(true);
  await sent;
  const busy = page.locator('[aria-busy="true"]');
  // the previous cards stay, dimmed, while the answer is on its way
  await expect(busy.getByRole("heading", { name: other.title })).toBeVisible();
  release();
  await listSettled(page);
  await expect(page.getByRole("heading", { name: wanted.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: other.title })).toBeHidden();
});

// one test per board: each page's own verdict and time
for (const path of [
  "/",
  "/academic-partnership",
  "/research-projects",
  "/qa-section",
  "/topic-suggestions",
  "/scientific-embrace",
  "/e-library",
  "/prep-exams",
  "/academic-partnership?mine=true",
]) {
  test(`the board ${path} hydrates the cards the server rendered without a mismatch`, async ({ page }) => {
    const errors = watchHydrationErrors(page);
    const member = await createUser();
    await seedOpportunity(member);
    await seedTopic(member);
    await loginAs(page, member);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // its scripts have loaded and run (a mismatch is reported while hydrating)
    await hydrated(page);
    if (path.endsWith("mine=true")) {
      // the member's own card: its client part (the delete button) answers
      await page.getByTestId("opportunity-card").getByRole("button", { name: "حذف" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test("a question of the server's page keeps its answers open and the focus when answering renders the card anew", async ({ page }) => {
  const errors = watchHydrationErrors(page);
  const tag = randomUUID().slice(0, 8);
  const asker = await createUser();
  const title = `سؤال الصفحة الأولى ${tag}`;
  await (
    await testDb()
  ).question.create({
    data: { title, description: "تفاصيل", status: "approved", userId: asker.id, authorName: asker.name, searchKey: indexedKeyOf(title, "تفاصيل") },
  });
  await loginAs(page, await createUser());
  await page.goto(`/qa-section?q=${tag}`);
  const card = page.getByTestId("question-card").filter({ hasText: title });
  await expect(card).toContainText("لا إجابات");
  await card.getByRole("button", { name: "عرض الإجابات" }).click();
  const composer = card.getByLabel("إجابتك");
  await composer.fill("جرّب مستودع DOAJ");
  await composer.press("Tab");
  const post = card.getByRole("button", { name: "نشر الإجابة" });
  await expect(post).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastLocator(page, "تم نشر إجابتك")).toBeVisible();
  // the list was fetched again and the card's text rendered by the browser: the new count…
  await expect(card).toContainText("إجابة واحدة");
  // …while its answers stay open with the new one, and the focus stays in the card
  await expect(card.getByRole("button", { name: "إخفاء الإجابات" })).toHaveAttribute("aria-expanded", "true");
  await expect(card.getByTestId("answer")).toContainText("جرّب مستودع DOAJ");
  expect(await card.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(errors).toEqual([]);
});

test("an exam's rating keeps the focus when rating renders the card anew", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const name = `نموذج التركيز ${tag}`;
  await (
    await testDb()
  ).exam.create({
    data: {
      name,
      description: "وصف",
      difficulty: "Beginner",
      category: `فئة ${tag}`,
      fileKey: `missing-${tag}.pdf`,
      fileName: "x.pdf",
      fileSize: 1,
      searchKey: indexedKeyOf(name, "وصف"),
    },
  });
  await loginAs(page, await createUser());
  await page.goto(`/prep-exams?category=${encodeURIComponent(`فئة ${tag}`)}`);
  const card = page.locator("article").filter({ hasText: name });
  await expect(card).toContainText("(لا تقييمات بعد)");
  const star = card.getByRole("radio", { name: "4 نجوم" });
  await hydrated(page); // a key pressed before that does nothing
  await star.focus();
  await page.keyboard.press("Enter");
  await expect(card).toContainText("(تقييم واحد)");
  await expect(star).toHaveAttribute("aria-checked", "true");
  await expect(star).toBeFocused();
});
