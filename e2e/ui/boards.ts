// Steps the specs of the member boards and their admin sections (Q&A, topic suggestions, academic
// partnership) share.
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, openAs, pageAs, searchList, type TestUser, toastLocator } from "../fixtures";

/** `pageAs`, with the page's list narrowed: `text` typed into the search box whose placeholder is `placeholder` (see searchList). */
export async function pageSearching(browser: Browser, user: TestUser, path: string, placeholder: string, text: string) {
  const page = await pageAs(browser, user, path);
  await searchList(page, placeholder, text);
  return page;
}

/**
 * Signs `page` in as `user` on a member board in Arabic (right to left, under its `heading`) and
 * opens the board's dialog for a new item with the button `button`; returns the dialog.
 */
export async function openBoardDialog(page: Page, user: TestUser, path: string, { heading, button }: { heading: string; button: string }) {
  await openAs(page, user, path);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.getByRole("button", { name: button }).click();
  return page.getByRole("dialog");
}

/** Presses `item`'s button `button`, confirms with the alert dialog's button of the same name and waits for the toast `toast`. */
export async function confirmDelete(item: Locator, button: string, toast: string) {
  const page = item.page();
  await item.getByRole("button", { name: button }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: button }).click();
  await expect(toastLocator(page, toast)).toBeVisible();
}
