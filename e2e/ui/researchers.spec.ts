import { createUser, expect, forEachLocale, loginAs, test, testDb, useLocale } from "../fixtures";
import { seedPost } from "../seed/posts";

// A member opens a researcher from an article, and sets up their own researcher page from the profile.

const TEXT = {
  ar: {
    dir: "rtl",
    reputation: "السمعة",
    interests: "الاهتمامات البحثية",
    articles: "المقالات",
    edit: "تعديل",
    handle: "المعرّف",
    affiliation: "الجهة البحثية",
    save: "حفظ التغييرات",
    view: "عرض صفحتي البحثية",
    notFound: "الباحث غير موجود",
    reserved: "هذا المعرّف محجوز ولا يمكن اختياره",
  },
  en: {
    dir: "ltr",
    reputation: "Reputation",
    interests: "Research interests",
    articles: "Articles",
    edit: "Edit",
    handle: "Handle",
    affiliation: "Affiliation",
    save: "Save changes",
    view: "View my researcher page",
    notFound: "Researcher not found",
    reserved: "This handle is reserved and cannot be chosen",
  },
} as const;

forEachLocale(TEXT, (t, locale) => {
  test.describe(`researcher pages (${locale})`, () => {
    test("open a researcher from an article: name, affiliation, ORCID, interests, reputation, their articles", async ({ page }) => {
      const db = await testDb();
      const author = await createUser("user", { name: `Dr Laila ${locale} ${Date.now() % 100000}` });
      await db.user.update({
        where: { id: author.id },
        data: { affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097", interests: JSON.stringify(["علم البيانات"]) },
      });
      const post = await seedPost({ title: `مقال ${author.name}`, author: author.name });
      await db.post.update({ where: { id: post.id }, data: { createdById: author.id } });
      const handle = (await db.user.findUniqueOrThrow({ where: { id: author.id } })).handle!;

      await useLocale(page, locale);
      await loginAs(page, await createUser());
      await page.goto(`/article/${post.id}`);
      await page.getByTestId("article").getByRole("link", { name: author.name }).click();
      await expect(page).toHaveURL(new RegExp(`/researchers/${handle}$`));
      await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
      await expect(page.getByRole("heading", { level: 1, name: author.name })).toBeVisible();
      await expect(page.getByText("جامعة القاهرة")).toBeVisible();
      await expect(page.getByRole("link", { name: /0000-0002-1825-0097/ })).toHaveAttribute("href", "https://orcid.org/0000-0002-1825-0097");
      await expect(page.getByRole("heading", { name: t.interests })).toBeVisible();
      await expect(page.getByText("علم البيانات")).toBeVisible();
      const reputation = page.getByTestId("reputation");
      await expect(reputation.getByRole("heading", { name: t.reputation })).toBeVisible();
      await expect(reputation).toContainText("10");
      await expect(page.getByTestId("researcher-articles").getByRole("link", { name: post.title })).toHaveAttribute("href", `/article/${post.id}`);
    });

    test("set a handle and affiliation on the profile, then open the page it names; an unknown one is a 404", async ({ page }) => {
      const me = await createUser();
      await useLocale(page, locale);
      await loginAs(page, me);
      await page.goto("/profile");
      await page.getByRole("button", { name: t.edit }).click();
      const handle = `me-${locale}-${me.id.slice(0, 6)}`;
      await page.getByRole("textbox", { name: t.handle, exact: true }).fill(handle);
      await page.getByRole("textbox", { name: t.affiliation, exact: true }).fill("معهد البحوث");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("button", { name: t.edit })).toBeVisible();
      // the header's link follows once the page has refreshed with the saved handle
      const view = page.getByRole("link", { name: t.view });
      await expect(view).toHaveAttribute("href", `/researchers/${handle}`);
      await view.click();
      await expect(page).toHaveURL(new RegExp(`/researchers/${handle}$`));
      await expect(page.getByText("معهد البحوث")).toBeVisible();

      const missing = await page.goto("/researchers/nobody-has-this-one");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t.notFound })).toBeVisible();
    });

    test("a reserved handle is refused under the field, in the reader's language", async ({ page }) => {
      const me = await createUser();
      await useLocale(page, locale);
      await loginAs(page, me);
      await page.goto("/profile");
      await page.getByRole("button", { name: t.edit }).click();
      const field = page.getByRole("textbox", { name: t.handle, exact: true });
      await field.fill("Support");
      await page.getByRole("button", { name: t.save }).click();
      // under the field (its alert), not only in the toast that says the same
      await expect(page.getByRole("alert").filter({ hasText: t.reserved })).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      expect((await (await testDb()).user.findUniqueOrThrow({ where: { id: me.id } })).handle).not.toBe("support");
    });
  });
});

test("at 390 px the researcher page fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createUser();
  const db = await testDb();
  await db.user.update({
    where: { id: member.id },
    data: { bio: "باحثة في معالجة اللغات الطبيعية ".repeat(8), interests: JSON.stringify(["معالجة اللغة", "NLP", "تعلم الآلة"]) },
  });
  const handle = (await db.user.findUniqueOrThrow({ where: { id: member.id } })).handle!;
  await loginAs(page, member);
  await page.goto(`/researchers/${handle}`);
  await expect(page.getByTestId("reputation")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
