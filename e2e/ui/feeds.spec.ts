import { createUser, expect, forEachLocale, hydrated, loginAs, test, testDb, useLocale } from "../fixtures";
import { E2E_ENV } from "../env.mjs";

// The profile shows the member's private feed addresses; revoking the token shows new ones, and
// the old address stops working at once while the new one opens the feed.

const TEXT = {
  ar: { dir: "rtl", all: "كل المقالات المنشورة", mine: "مقالاتك المنشورة", revoke: "إبطال الرمز وإصدار رمز جديد", confirm: "إبطال الرمز" },
  en: {
    dir: "ltr",
    all: "All published articles",
    mine: "Your published articles",
    revoke: "Revoke the token and issue a new one",
    confirm: "Revoke the token",
  },
} as const;

forEachLocale(TEXT, (t, locale) => {
  test(`the profile shows the feed addresses, and revoking replaces them (${locale})`, async ({ page, request }) => {
    const member = await createUser();
    const handle = (await (await testDb()).user.findUniqueOrThrow({ where: { id: member.id } })).handle!;
    await useLocale(page, locale);
    await loginAs(page, member);
    await page.goto("/profile");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);

    const all = page.getByLabel(t.all, { exact: true });
    const mine = page.getByLabel(t.mine, { exact: true });
    const token = (await (await testDb()).feedToken.findUniqueOrThrow({ where: { userId: member.id } })).token;
    await expect(all).toHaveValue(`${E2E_ENV.APP_URL}/feeds/articles.atom?token=${token}`);
    await expect(mine).toHaveValue(`${E2E_ENV.APP_URL}/feeds/researchers/${handle}.atom?token=${token}`);
    const oldUrl = await all.inputValue();
    expect((await request.get(oldUrl)).status()).toBe(200);

    await page.getByRole("button", { name: t.revoke }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: t.confirm }).click();
    await expect(all).not.toHaveValue(oldUrl);
    const newUrl = await all.inputValue();
    expect(newUrl).toMatch(new RegExp(`^${E2E_ENV.APP_URL.replaceAll(".", "\\.")}/feeds/articles\\.atom\\?token=[A-Za-z0-9_-]{32}$`));
    await expect(mine).toHaveValue(newUrl.replace("/feeds/articles.atom", `/feeds/researchers/${handle}.atom`));
    expect((await request.get(oldUrl)).status()).toBe(401);
    expect((await request.get(newUrl)).status()).toBe(200);

    // the new token is the one kept: a reload shows it again
    await page.reload();
    await expect(all).toHaveValue(newUrl);
  });
});
