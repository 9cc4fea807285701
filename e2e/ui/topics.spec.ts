import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  chooseOption,
  createUser,
  expect,
  fillIn,
  listSettled,
  loginAs,
  moderate,
  openAs,
  searchList,
  test,
  testDb,
  toastLocator,
  useLocale,
} from "../fixtures";
import { confirmDelete, openBoardDialog, pageSearching } from "./boards";
import { dayFromNow, seedTopic } from "../seed/topics";

test.describe.configure({ timeout: 90_000 });

const card = (page: Page, title: string) => page.getByTestId("topic-card").filter({ hasText: title });
const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

test.describe("topic suggestions", () => {
  test("suggest a topic → an admin activates it → a member applies; the suggester sees the application (Arabic)", async ({ browser, page }) => {
    const tag = randomUUID().slice(0, 8);
    const title = `أثر النوم على التحصيل ${tag}`;
    const suggester = await createUser();
    const dialog = await openBoardDialog(page, suggester, "/topic-suggestions", { heading: "اقتراحات المواضيع البحثية", button: "اقترح موضوعاً" });
    await dialog.getByLabel("العنوان").fill("   ");
    await dialog.getByRole("button", { name: "إرسال الاقتراح" }).click();
    await expect(dialog.getByText("العنوان مطلوب")).toBeVisible();
    await expect(dialog.getByText("المؤلف مطلوب")).toBeVisible();
    await expect(dialog.getByText("المتطلبات مطلوبة")).toBeVisible();
    await expect(dialog.getByText("الموعد النهائي مطلوب")).toBeVisible();
    await fillIn(dialog, { العنوان: title, المؤلف: "د. ليلى", المتطلبات: "طالب طب وخبرة في SPSS", "الموعد النهائي": dayFromNow(20) });
    await dialog.getByRole("button", { name: "إرسال الاقتراح" }).click();
    await expect(toastLocator(page, "تم إرسال الاقتراح")).toBeVisible();
    await expect(card(page, title)).toContainText("قيد المراجعة");
    expect(await (await testDb()).topic.findFirstOrThrow({ where: { title } })).toMatchObject({
      status: "Under Review",
      userId: suggester.id,
      deadline: dayFromNow(20),
    });

    const admin = await pageSearching(browser, await createUser("admin"), "/admin/sections/topic-suggestions", "ابحث في المواضيع...", tag);
    await moderate(row(admin, title), "تفعيل", { from: "قيد المراجعة", toast: "تم تفعيل الموضوع", to: "نشط" });
    await admin.close();

    const applicant = await createUser();
    const member = await pageSearching(browser, applicant, "/topic-suggestions", "ابحث في المواضيع...", tag);
    await expect(card(member, title)).toContainText("لا طلبات");
    await card(member, title).getByRole("button", { name: "تقدّم" }).click();
    const apply = member.getByRole("dialog");
    await apply.getByRole("button", { name: "إرسال الطلب" }).click();
    await expect(apply.getByText("هذا الحقل مطلوب")).toBeVisible();
    await apply.getByLabel("لماذا تودّ العمل عليه؟").fill("أدرس الطب وأعمل على بحث عن النوم");
    await apply.getByRole("button", { name: "إرسال الطلب" }).click();
    await expect(toastLocator(member, "تم إرسال طلبك")).toBeVisible();
    await expect(card(member, title)).toContainText("طلب واحد");
    await expect(card(member, title)).toContainText("تقدّمت");
    await expect(card(member, title).getByRole("button", { name: "تقدّم" })).toHaveCount(0);
    await member.close();

    await page.reload();
    await card(page, title).getByRole("button", { name: "الطلبات" }).click();
    const apps = page.getByRole("dialog");
    await expect(apps.getByTestId("application")).toContainText(applicant.name);
    await expect(apps.getByTestId("application")).toContainText("أدرس الطب وأعمل على بحث عن النوم");
    // closed, it gives the focus back to the card's button (the dialog's code loaded on first open)
    await page.keyboard.press("Escape");
    await expect(apps).toBeHidden();
    await expect(card(page, title).getByRole("button", { name: "الطلبات" })).toBeFocused();
  });

  test("a topic past its deadline shows as closed and takes no applications; a repeat is refused (English)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const owner = await createUser();
    const closed = await seedTopic(owner, { title: `Closed topic ${tag}`, deadline: dayFromNow(-2) });
    const open = await seedTopic(owner, { title: `Open topic ${tag}` });
    const member = await createUser();
    await (await testDb()).topicApplication.create({ data: { topicId: open.id, userId: member.id, motivation: "already" } });
    await useLocale(page, "en");
    await loginAs(page, member);
    await page.goto("/topic-suggestions");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await searchList(page, "Search topics...", tag);
    await expect(card(page, closed.title)).toContainText("Closed");
    await expect(card(page, closed.title).getByRole("button", { name: "Apply" })).toHaveCount(0);
    await expect(card(page, open.title)).toContainText("You applied");
    await expect(card(page, open.title)).toContainText("1 application");
    await expect(card(page, open.title).getByRole("button", { name: "Apply" })).toHaveCount(0);
  });
});

test.describe("topic suggestions admin", () => {
  test("add with the form's messages, edit, view applications, back to review and delete (English)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await openAs(page, await createUser("admin"), "/admin/sections/topic-suggestions", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Topic suggestions management" })).toBeVisible();
    await page.getByRole("button", { name: "Add topic" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Add topic" }).click();
    for (const text of ["Title is required", "Author is required", "Requirements are required", "Deadline is required"])
      await expect(dialog.getByText(text)).toBeVisible();
    const title = `Air quality sensors ${tag}`;
    await fillIn(dialog, { Title: title, Author: "Eng. Omar", Requirements: "Arduino experience", Deadline: dayFromNow(10) });
    await dialog.getByRole("button", { name: "Add topic" }).click();
    await expect(toastLocator(page, "Topic added")).toBeVisible();
    await searchList(page, "Search topics...", tag);
    await expect(row(page, title)).toContainText("Under Review");
    await expect(row(page, title)).toContainText("Arduino experience");

    await moderate(row(page, title), "Activate", { toast: "Topic activated", to: "Active" });
    await chooseOption(page, page.getByLabel("Status"), "Under Review");
    await expect(page.getByRole("cell", { name: "No topics found." })).toBeVisible();
    await chooseOption(page, page.getByLabel("Status"), "All");
    await listSettled(page);

    await row(page, title).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog");
    await edit.getByLabel("Requirements").fill("Arduino or Raspberry Pi");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(toastLocator(page, "Topic updated")).toBeVisible();
    await expect(row(page, title)).toContainText("Arduino or Raspberry Pi");

    const topic = await (await testDb()).topic.findFirstOrThrow({ where: { title } });
    const applicant = await createUser();
    await (await testDb()).topicApplication.create({ data: { topicId: topic.id, userId: applicant.id, motivation: "I build sensors" } });
    await page.reload();
    await searchList(page, "Search topics...", tag);
    await row(page, title)
      .getByRole("button", { name: `Applications: ${title}` })
      .click();
    await expect(page.getByRole("dialog").getByTestId("application")).toContainText(applicant.email);
    await page.keyboard.press("Escape");

    await row(page, title).getByRole("button", { name: "Back to review" }).click();
    await expect(toastLocator(page, "Topic sent back to review")).toBeVisible();
    await confirmDelete(row(page, title), "Delete", "Topic deleted");
    await expect(page.getByRole("cell", { name: "No topics found." })).toBeVisible();
    expect(await (await testDb()).topic.findUnique({ where: { id: topic.id } })).toBeNull();
  });

  test("the Arabic table and its statuses", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const t = await seedTopic(await createUser(), { title: `موضوع إداري ${tag}`, status: "Under Review" });
    await loginAs(page, await createUser("admin"));
    await page.goto("/admin/sections/topic-suggestions");
    await expect(page.getByRole("heading", { level: 1, name: "إدارة اقتراحات المواضيع" })).toBeVisible();
    await searchList(page, "ابحث في المواضيع...", tag);
    await expect(row(page, t.title)).toContainText("قيد المراجعة");
    await expect(row(page, t.title)).toContainText("خبرة في الإحصاء");
    await row(page, t.title).getByRole("button", { name: "تفعيل" }).click();
    await expect(row(page, t.title)).toContainText("نشط");
  });
});
