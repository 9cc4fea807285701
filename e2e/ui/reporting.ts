// The member's report dialog and the moderation queue's reports, as the report specs drive them.
import type { Page } from "@playwright/test";
import { chooseOption, expect, toastLocator } from "../fixtures";

export const REPORT_TEXT = {
  ar: { report: "إبلاغ", reason: "السبب", abuse: "إساءة أو مضايقة", send: "إرسال البلاغ", sent: "شكرًا لك", hide: "إخفاء", reports: /^البلاغات/ },
  en: { report: "Report", reason: "Reason", abuse: "Abuse or harassment", send: "Send report", sent: "Thank you", hide: "Hide", reports: /^Reports/ },
} as const;

type Text = (typeof REPORT_TEXT)[keyof typeof REPORT_TEXT];

/** Reports `name`'s item for abuse through its Report button; the dialog thanks the member and closes. */
export async function reportAbuse(page: Page, t: Text, name: string) {
  await page.getByRole("button", { name: `${t.report}: ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await chooseOption(page, dialog.getByLabel(t.reason), t.abuse);
  await dialog.getByRole("button", { name: t.send }).click();
  await expect(toastLocator(page, new RegExp(t.sent))).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** In the queue's reports, the abuse report of the item showing `text` is there; hidden, it leaves the queue. */
export async function hideReported(admin: Page, t: Text, text: string) {
  await admin.getByRole("button", { name: t.reports }).click();
  const item = admin.getByTestId("queue-item").filter({ hasText: text });
  await expect(item).toContainText(t.abuse);
  await item.getByRole("button", { name: `${t.hide}: ${text}` }).click();
  await expect(item).toHaveCount(0);
}
