import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { scriptClient } from "../prisma/client";
import { upsertUserWithPassword } from "../prisma/users";
import { E2E_ENV } from "./env.mjs";

export type Role = "user" | "admin" | "superadmin";
export type TestUser = { id: string; email: string; name: string; password: string; role: Role };

let client: PrismaClient | undefined;
/** The e2e database, for arranging data and checking what a request stored. */
export async function testDb(): Promise<PrismaClient> {
  return (client ??= await scriptClient(E2E_ENV.DATABASE_URL));
}

/** A fresh account of the given role, unique to the calling test. */
export async function createUser(role: Role = "user", overrides: Partial<{ name: string; email: string; password: string }> = {}): Promise<TestUser> {
  const db = await testDb();
  const tag = randomUUID().slice(0, 8);
  const user = {
    email: overrides.email ?? `${role}-${tag}@e2e.test`,
    name: overrides.name ?? `عضو ${tag}`,
    password: overrides.password ?? `pass-${tag}`,
    role,
  };
  const id = await upsertUserWithPassword(db, user);
  return { id, ...user };
}

/** Signs in through the legacy endpoint; the session cookie lands in the page's context. */
export async function loginAs(target: Page | APIRequestContext, user: TestUser) {
  const request = "request" in target ? target.request : target;
  const res = await request.post("/backend/api/auth/login.php", { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Chooses the interface language through the NEXT_LOCALE cookie. */
export async function useLocale(page: Page, locale: "ar" | "en") {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
}

export const test = base;
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
