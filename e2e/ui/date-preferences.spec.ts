import { chooseOption, createUser, expect, forEachLocale, loginAs, test, testDb, useLocale } from "../fixtures";
import { seedPost } from "../seed/posts";

// Switching to Hijri dates (and Arabic-Indic digits) on the profile changes the dates every page prints.

const TEXT = {
  ar: {
    dir: "rtl",
    tab: "التفضيلات",
    calendar: "التقويم",
    hijri: "هجري (أم القرى)",
    digits: "الأرقام",
    arab: "هندية (٠١٢٣)",
    save: "حفظ التفضيلات",
  },
  en: {
    dir: "ltr",
    tab: "Preferences",
    calendar: "Calendar",
    hijri: "Hijri (Umm al-Qura)",
    digits: "Digits",
    arab: "Arabic-Indic (٠١٢٣)",
    save: "Save preferences",
  },
} as const;

// 1 Ramadan 1447 as the article prints it then, in each language (the months' names in English
// with the digits the member chose)
const HIJRI_DATE = { ar: "١ رمضان ١٤٤٧ هـ", en: "١ Ramadan ١٤٤٧ AH" };

forEachLocale(TEXT, (t, locale) => {
  test(`switch to Hijri dates with Arabic-Indic digits (${locale})`, async ({ page }) => {
    const post = await seedPost();
    await (await testDb()).post.update({ where: { id: post.id }, data: { createdAt: new Date("2026-02-18T10:00:00Z") } });
    await useLocale(page, locale);
    await loginAs(page, await createUser());
    await page.goto("/profile?tab=preferences");
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    await page.getByRole("tab", { name: t.tab }).click();
    await chooseOption(page, page.getByRole("combobox", { name: t.calendar }), t.hijri);
    await chooseOption(page, page.getByRole("combobox", { name: t.digits }), t.arab);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("button", { name: t.save })).toBeEnabled();
    await expect.poll(async () => (await page.request.get("/backend/api/profile/read.php")).json().then((b) => b.profile.preferences.calendar)).toBe("hijri");
    await page.goto(`/article/${post.id}`);
    await expect(page.getByTestId("article").locator("time").first()).toHaveText(HIJRI_DATE.ar);
    // the preference is the member's: the same page in English prints the same day in English
    await useLocale(page, "en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("article").locator("time").first()).toHaveText(HIJRI_DATE.en);
  });
});
