import { test as base, expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { scriptClient } from "../prisma/client";
import { installContractCheck } from "./contract";
import { E2E_ENV } from "./env.mjs";
import { createUser } from "./seed/users";

export { createUser };

export type Role = "user" | "admin" | "superadmin";
export type TestUser = { id: string; email: string; name: string; password: string; role: Role };

let client: PrismaClient | undefined;
/** The e2e database, for arranging data and checking what a request stored. */
export async function testDb(): Promise<PrismaClient> {
  return (client ??= await scriptClient(E2E_ENV.DATABASE_URL));
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
export async function useLocale(page: Page, locale: "ar" | "en") {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
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
