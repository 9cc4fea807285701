import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { apiClient, createUser, expect, hydrated, forEachLocale, loginAs, test, testDb, useLocale } from "../fixtures";

// A co-author who is a member, in the Arabic and the English interface, wide and on a phone: the
// member writing the article types part of the co-author's name, the form offers the member (a
// name nobody has stays free text, and says so), choosing them with the keyboard fills the row from
// their profile and links it; unlinked it is free text again. Once published, the article page shows
// the name as plain text until the co-author accepts on the invitation page (in their own language,
// from the notification's link), then links it to their researcher page.

const TEXT = {
  ar: {
    dir: "rtl",
    titleAr: "العنوان (بالعربية)",
    abstractAr: "الملخص (بالعربية)",
    addAuthor: "إضافة مؤلف مشارك",
    name: "الاسم",
    affiliation: "الجهة",
    orcid: "معرّف ORCID",
    suggestions: "أعضاء مطابقون",
    noMember: "لا يوجد عضو بهذا الاسم",
    unlink: "إلغاء الربط",
    saveDraft: "حفظ المسودة",
    submit: "إرسال للمراجعة",
    invitation: "التأليف المشارك",
    accept: "قبول",
    accepted: "قبلت أن تُذكر مؤلفًا مشاركًا في هذا المقال.",
  },
  en: {
    dir: "ltr",
    titleAr: "Title (Arabic)",
    abstractAr: "Abstract (Arabic)",
    addAuthor: "Add a co-author",
    name: "Name",
    affiliation: "Affiliation",
    orcid: "ORCID iD",
    suggestions: "Matching members",
    noMember: "No member by that name",
    unlink: "Unlink",
    saveDraft: "Save draft",
    submit: "Submit for review",
    invitation: "Co-authorship",
    accept: "Accept",
    accepted: "You accepted being named as a co-author of this article.",
  },
} as const;

/** An editor takes the submitted article through review to publication; the id of the post that shows it. */
async function publish(editor: APIRequestContext, id: number) {
  let postId = 0;
  for (const to of ["under_review", "accepted", "published"]) {
    const res = await editor.post("/backend/api/articles/transition.php", { data: { id, to } });
    expect(res.status(), await res.text()).toBe(200);
    postId = (await res.json()).article.post_id;
  }
  return postId;
}

forEachLocale(TEXT, (t, locale) => {
  const width = 390;
  test(`a member picks a co-author by part of their name; the published article links them to their researcher page (${locale}, ${width}px)`, async ({
    page,
    playwright,
  }) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const coName = `سلمى الباحثة ${tag}`;
    const coAuthor = await createUser("user", { name: coName });
    const db = await testDb();
    const { handle } = await db.user.update({
      where: { id: coAuthor.id },
      data: { affiliation: "جامعة الإسكندرية", orcid: "0000-0002-1825-0097" },
      select: { handle: true },
    });
    await page.setViewportSize({ width, height: 900 });
    await useLocale(page, locale);
    await loginAs(page, await createUser());
    await page.goto("/articles/submit");
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    await hydrated(page);
    const title = `الزراعة المائية ${tag}`;
    await page.getByLabel(t.titleAr).fill(title);
    await page.getByLabel(t.abstractAr).fill("ملخص عن الزراعة المائية.");
    await page.getByRole("button", { name: t.addAuthor }).click();
    const row = page.getByTestId("co-author");
    const name = row.getByRole("combobox", { name: t.name });

    // a name no member has stays as written, and the form says so
    await name.fill("زيد بن ثابت الأنصاري");
    await expect(row.getByText(t.noMember)).toBeVisible();
    await expect(name).toHaveAttribute("aria-expanded", "false");

    // part of the member's name offers them; the arrow key highlights them and Enter takes them
    await name.fill(`الباحثة ${tag}`);
    const list = page.getByRole("listbox", { name: t.suggestions });
    const option = list.getByRole("option", { name: new RegExp(coName) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(`@${handle}`);
    await expect(name).toHaveAttribute("aria-expanded", "true");
    await name.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(name).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await page.screenshot({ path: `test-results/co-author-picker-${locale}-${width}.png` });
    // the open list and its field as assistive technology reads them
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="co-author"]').analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await name.press("Enter");
    await expect(list).toBeHidden();
    await expect(name).toHaveValue(coName);
    await expect(row.getByLabel(t.affiliation)).toHaveValue("جامعة الإسكندرية");
    await expect(row.getByLabel(t.orcid)).toHaveValue("0000-0002-1825-0097");
    const linked = row.getByTestId("co-author-member");
    await expect(linked).toContainText(`@${handle}`);

    // unlinked, the row is free text again (the name kept, the focus back in it); picked again with the pointer
    await linked.getByRole("button", { name: t.unlink }).click();
    await expect(linked).toBeHidden();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(coName);
    await name.fill(tag);
    await list.getByRole("option", { name: new RegExp(coName) }).click();
    await expect(linked).toContainText(`@${handle}`);
    await page.screenshot({ path: `test-results/co-author-linked-${locale}-${width}.png` });

    const created = page.waitForResponse((r) => r.url().includes("/backend/api/articles/submit.php"));
    await page.getByRole("button", { name: t.saveDraft }).click();
    const { article } = (await (await created).json()) as { article: { id: number; co_authors: unknown } };
    expect(article.co_authors).toEqual([{ name: coName, affiliation: "جامعة الإسكندرية", orcid: "0000-0002-1825-0097", user_id: coAuthor.id, pending: true }]);
    await expect(page).toHaveURL(new RegExp(`/articles/${article.id}/edit$`));
    // the stored draft opens with the row still linked to the member, named by their handle
    await page.reload();
    await hydrated(page);
    await expect(name).toHaveValue(coName);
    await expect(linked).toContainText(`@${handle}`);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // an editor publishes it; on its page the co-author's name is plain text until they accept
    const postId = await publish(await apiClient(playwright, await createUser("admin")), article.id);
    await page.goto(`/article/${postId}`);
    const publication = page.getByTestId("article-publication");
    await expect(publication).toContainText(coName);
    await expect(publication.getByRole("link", { name: coName })).toHaveCount(0);
    // the co-author accepts on the page the notification leads to, in their language
    const other = await page
      .context()
      .browser()!
      .newContext({ viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
    const coPage = await other.newPage();
    await useLocale(coPage, locale);
    await loginAs(coPage, coAuthor);
    await coPage.goto(`/articles/${article.id}/co-author`);
    await expect(coPage.getByRole("heading", { level: 1 })).toHaveText(t.invitation);
    await hydrated(coPage);
    await coPage.getByRole("button", { name: t.accept }).click();
    await expect(coPage.getByRole("status")).toHaveText(t.accepted);
    await other.close();
    await page.reload();
    const link = publication.getByRole("link", { name: coName });
    await expect(link).toHaveAttribute("href", `/researchers/${handle}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/researchers/${handle}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(coName);
  });
});
