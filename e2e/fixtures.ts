import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type Request,
  type ViewportSize,
} from "@playwright/test";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { LOCALES, type Locale } from "../lib/i18n/config";
import { scriptClient } from "../prisma/client";
import { installContractCheck } from "./contract";
import { E2E_ENV } from "./env.mjs";
import { createUser } from "./seed/users";
import { untranslated } from "./texts";

export { createUser };

export type Role = "user" | "admin" | "superadmin";
export type TestUser = { id: string; email: string; name: string; password: string; role: Role };

let client: PrismaClient | undefined;
/** The e2e database, for arranging data and checking what a request stored. */
export async function testDb(): Promise<PrismaClient> {
  return (client ??= await scriptClient(E2E_ENV.DATABASE_URL));
}

/** The token of the `page` link (reset-password, verify-email) in the newest mail queued to `email`; null when none was. */
export async function mailedToken(email: string, page: "reset-password" | "verify-email"): Promise<string | null> {
  const mail = await (await testDb()).mailOutbox.findFirst({ where: { to: email }, orderBy: { id: "desc" } });
  return mail?.text.match(new RegExp(`/${page}\\?token=([\\w-]+)`))?.[1] ?? null;
}

/** Signs in through the legacy endpoint; the session cookie lands in the page's context. */
export async function loginAs(target: Page | APIRequestContext, user: TestUser) {
  const request = "request" in target ? target.request : target;
  const res = await request.post("/backend/api/auth/login.php", { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An API request context of its own (its own cookie jar), signed in as `user` or anonymous. */
export async function apiClient(playwright: PlaywrightWorkerArgs["playwright"], user?: TestUser): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL: base.info().project.use.baseURL });
  if (user) await loginAs(ctx, user);
  return ctx;
}

/** Chooses the interface language through the NEXT_LOCALE cookie. */
async function chooseLocale(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
}
// the specs call it in their test bodies; it is no React hook, whatever its name says
export { chooseLocale as useLocale };
export { LOCALES, type Locale };

/**
 * Declares a spec's browser walk once, in Arabic (`texts.ar`), and one test without a browser that
 * every English text of `texts.en` is the English of the message the walk found in Arabic
 * (e2e/texts.ts). What else English changes, its direction and its dates, each page is checked for
 * in both languages by e2e/ui/accessibility.spec.ts and the date tests; walking the whole flow again
 * in English would repeat the Arabic walk's clicks to read other texts of the same messages.
 */
export function forEachLocale<R extends Record<Locale, Record<string, unknown>>>(
  texts: R,
  body: (t: R["ar"], locale: Locale) => void,
  { viewport = PHONE }: { viewport?: ViewportSize } = {},
) {
  test.describe(() => {
    // a phone's width, where the layout folds the most, unless the flow is one of a desk (a test may set another)
    test.use({ viewport });
    body(texts.ar, "ar");
  });
  englishTexts(texts);
}

/** The width the flows are walked at, and the one of the flows that belong to a desk (the admin screens). */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 720 } as const;

/** One test, no browser: the English texts of `texts` are the English of the same messages as their Arabic ones. */
function englishTexts(texts: Record<Locale, Record<string, unknown>>) {
  const names = Object.keys(texts.en).filter((key) => key !== "dir");
  test(`the English texts are those of the Arabic ones (${names.slice(0, 3).join(", ")}${names.length > 3 ? ", …" : ""})`, () => {
    expect(untranslated(texts as Parameters<typeof untranslated>[0])).toEqual([]);
  });
}

/**
 * A page in a browser context of its own (its own cookies; closing the page closes it), in `locale`
 * when given, signed in as `user` and open on `path`: a second person in a test.
 */
export async function pageAs(browser: Browser, user: TestUser, path: string, options: { locale?: Locale; viewport?: ViewportSize } = {}) {
  const page = await browser.newPage(options.viewport ? { viewport: options.viewport } : undefined);
  await openAs(page, user, path, options.locale);
  return page;
}

/** Signs `page` in as `user`, in `locale` when given, and opens `path`. */
export async function openAs(page: Page, user: TestUser, path: string, locale?: Locale) {
  if (locale) await chooseLocale(page, locale);
  await loginAs(page, user);
  await page.goto(path);
}

/** Fills a form's fields (in `scope`: a dialog, a form or the page) by their labels. */
export async function fillIn(scope: Page | Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

/** The specs' `test`: every JSON answer an API request receives is checked against the OpenAPI document (e2e/contract.ts). */
export const test = base.extend<object, { contractCheck: void }>({
  contractCheck: [
    async ({ playwright }, use) => {
      const sample = await playwright.request.newContext();
      installContractCheck(sample);
      await sample.dispose();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
export { expect };

/**
 * Waits until React has hydrated what the server rendered and no list is still loading. Every
 * element React rendered carries its fiber property once hydrated; a part whose hydration failed
 * only gets its elements once it has been rendered anew, and React has reported the mismatch by then.
 * Not React's, so skipped: what scripts append to the body themselves (Next's route announcer), the
 * scripts and styles Next streams, and the content of elements React leaves to others
 * (`dangerouslySetInnerHTML`, the editor's document). Loading lists show skeletons (`animate-pulse`)
 * or `aria-busy`.
 */
export async function hydrated(page: Page) {
  // checked every 100 ms, not on every frame: the walk over the page competes with the hydration
  await page.waitForFunction(
    () => {
      const SKIP = new Set(["SCRIPT", "STYLE", "LINK", "NOSCRIPT", "TEMPLATE"]);
      type Fiber = { child: unknown };
      const fiberOf = (el: Element) => {
        const key = Object.keys(el).find((k) => k.startsWith("__reactFiber$"));
        return key ? (el as unknown as Record<string, Fiber>)[key] : undefined;
      };
      const main = document.querySelector("main");
      const done = (el: Element, top: boolean): boolean => {
        const fiber = top ? undefined : fiberOf(el);
        return [...el.children].every((child) => {
          if (SKIP.has(child.tagName)) return true;
          if (fiberOf(child)) return done(child, false);
          // the branch holding <main> is React's; below the body, an element React renders no
          // children into holds someone else's
          return top ? !child.contains(main) : !fiber?.child;
        });
      };
      return !!main && !!fiberOf(main) && !document.querySelector('[aria-busy="true"], .animate-pulse') && done(document.body, true);
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * Types `text` into the list's search box (placeholder `placeholder`) and waits for the list it asked
 * for. Until then the rows shown are the previous ones (dimmed, `aria-busy`), and a click on one may
 * press a row that moves, or whose server-rendered card the client's replaces, between the press and
 * the release.
 */
export async function searchList(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await listSettled(page);
}

/** Waits until no list of the page is busy (`aria-busy`): after a filter, each shows what it was last asked for (see searchList). */
export async function listSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Holds the page's requests that `match` accepts until the returned `release()` (those after it pass
 * at once): a test sees a pending state for as long as it takes to check it, not for a guessed time.
 */
export async function holdRequests(page: Page, match: (request: Request) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (match(route.request())) await released;
    await route.continue().catch(() => {}); // the page may have gone meanwhile
  });
  return release;
}

/** A server action's POST (Next marks it with a `Next-Action` header). */
export const isServerAction = (r: Request) => r.method() === "POST" && !!r.headers()["next-action"];

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
export function toastLocator(page: Page, text: string | RegExp) {
  return page.locator("ol > li").filter({ hasText: text });
}

/** Picks an option of the kit's Select (a Radix listbox) by its visible name. */
export async function chooseOption(page: Page, trigger: ReturnType<Page["getByLabel"]>, option: string) {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}

/**
 * A moderator's step on a list's item: the item shows `from`, its button `action` is pressed, a toast
 * says `toast`, and the item then shows `to`.
 */
export async function moderate(item: Locator, action: string, { from, toast, to }: { from?: string; toast: string; to?: string }) {
  if (from) await expect(item).toContainText(from);
  await item.getByRole("button", { name: action }).click();
  await expect(toastLocator(item.page(), toast)).toBeVisible();
  if (to) await expect(item).toContainText(to);
}
