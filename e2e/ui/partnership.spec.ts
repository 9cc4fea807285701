import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  chooseOption,
  createUser,
  expect,
  holdRequests,
  listSettled,
  forEachLocale,
  loginAs,
  moderate,
  pageAs,
  searchList,
  test,
  testDb,
  type TestUser,
  toastLocator,
  useLocale,
} from "../fixtures";
import { openBoardDialog, pageSearching } from "./boards";
import { seedOpportunity as seed } from "../seed/opportunities";

// these flows drive two or three browsers each: give them room on a busy two-core machine
test.describe.configure({ timeout: 60_000 });

const card = (page: Page, title: string) => page.getByTestId("opportunity-card").filter({ hasText: title });

const seedOpportunity = (owner: TestUser, title: string, status = "approved", field = "بيئة") =>
  seed(owner, { title, status, field, tags: ["أ", "ب", "ج", "د", "هـ"] });

test.describe("academic partnership", () => {
  test("a member shares a project; it waits for review, then everyone sees it once an admin approves it (Arabic)", async ({ browser, page }) => {
    const tag = randomUUID().slice(0, 8);
    const title = `مشروع مشاركة ${tag}`;
    const owner = await createUser();
    const dialog = await openBoardDialog(page, owner, "/academic-partnership", { heading: "الشراكة الأكاديمية", button: "شارك مشروعك البحثي" });
    await dialog.getByRole("button", { name: "نشر المشروع" }).click();
    await expect(dialog.getByText("هذا الحقل مطلوب").first()).toBeVisible();
    await dialog.getByLabel("عنوان المشروع").fill(title);
    await dialog.getByLabel("وصف المشروع").fill("دراسة عن إعادة تدوير البلاستيك في الجامعات");
    await chooseOption(page, dialog.getByLabel("المجال"), "بيئة");
    await dialog.getByLabel("البريد الإلكتروني للتواصل").fill("not-an-email");
    await dialog.getByLabel("التصنيفات").fill("  إعادة تدوير ");
    await dialog.getByLabel("التصنيفات").press("Enter");
    await dialog.getByLabel("التصنيفات").fill("إعادة تدوير");
    await dialog.getByRole("button", { name: "إضافة", exact: true }).click();
    await dialog.getByLabel("التصنيفات").fill("   ");
    await dialog.getByLabel("التصنيفات").press("Enter");
    await dialog.getByLabel("التصنيفات").fill("بلاستيك");
    await dialog.getByLabel("التصنيفات").press("Enter");
    await expect(dialog.getByRole("listitem")).toHaveText(["إعادة تدوير", "بلاستيك"]);
    await dialog.getByRole("button", { name: "إزالة التصنيف بلاستيك" }).click();
    await expect(dialog.getByRole("listitem")).toHaveText(["إعادة تدوير"]);
    await dialog.getByRole("button", { name: "نشر المشروع" }).click();
    await expect(dialog.getByText("يرجى إدخال بريد إلكتروني صحيح")).toBeVisible();
    await dialog.getByLabel("البريد الإلكتروني للتواصل").fill("lab@uni.edu");
    await dialog.getByRole("button", { name: "نشر المشروع" }).click();
    await expect(toastLocator(page, "تم إضافة المشروع بنجاح")).toContainText("سيتم مراجعة مشروعك ونشره قريباً");
    await expect(card(page, title)).toContainText("في الانتظار");
    const stored = await (await testDb()).opportunity.findFirstOrThrow({ where: { title } });
    expect(stored).toMatchObject({ status: "pending", userId: owner.id, tags: '["إعادة تدوير"]', field: "بيئة" });

    const other = await pageSearching(browser, await createUser(), "/academic-partnership", "ابحث عن مشروع أو مجال أو باحث...", tag);
    await expect(other.getByText("لم يتم العثور على نتائج")).toBeVisible();

    const admin = await pageSearching(browser, await createUser("admin"), "/admin/sections/academic-partnership", "ابحث بالعنوان أو المجال أو الكاتب...", tag);
    await moderate(card(admin, title), "اعتماد", { from: "في الانتظار", toast: "موافق عليه", to: "معتمد" });

    await other.reload();
    await searchList(other, "ابحث عن مشروع أو مجال أو باحث...", tag);
    await expect(card(other, title)).toBeVisible();
    await expect(card(other, title)).not.toContainText("معتمد");
    await other.close();
    await admin.close();
  });

  test("share, then approval by an admin (English)", async ({ browser, page }) => {
    const tag = randomUUID().slice(0, 8);
    const title = `Shared in English ${tag}`;
    const owner = await createUser();
    await useLocale(page, "en");
    await loginAs(page, owner);
    await page.goto("/academic-partnership");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.getByRole("button", { name: "Share your research project" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Project title").fill(title);
    await dialog.getByLabel("Project description").fill("Teacher training with AI tutors");
    await chooseOption(page, dialog.getByLabel("Field"), "Education");
    await dialog.getByLabel("Contact e-mail").fill("owner@uni.edu");
    await dialog.getByLabel("Tags").fill("AI");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByRole("button", { name: "Publish project" }).click();
    await expect(toastLocator(page, "Project added successfully")).toContainText("Your project will be reviewed and published soon");
    await searchList(page, "Search for a project, field or researcher...", tag);
    await expect(card(page, title)).toContainText("Pending");
    await expect(card(page, title)).toContainText("Education");

    const admin = await pageAs(browser, await createUser("superadmin"), "/admin/sections/academic-partnership", { locale: "en" });
    await searchList(admin, "Search by title, field or author...", tag);
    await moderate(card(admin, title), "Approve", { toast: "Approved" });
    await admin.close();

    await page.reload();
    await searchList(page, "Search for a project, field or researcher...", tag);
    await expect(card(page, title)).toContainText("Approved");
    expect((await (await testDb()).opportunity.findFirstOrThrow({ where: { title } })).field).toBe("تعليم");
  });

  test("filter, search, join, see the request state; the owner accepts and the count rises (English)", async ({ browser, page }) => {
    const tag = randomUUID().slice(0, 8);
    const owner = await createUser("user", { name: `Owner ${tag}` });
    const title = `Wetlands survey ${tag}`;
    await seedOpportunity(owner, title, "approved", "بيئة");
    const member = await createUser("user", { name: `Joiner ${tag}` });
    await useLocale(page, "en");
    await loginAs(page, member);
    await page.goto("/academic-partnership");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.getByRole("group", { name: "Filter by field" }).getByRole("button", { name: "Health" }).click();
    await searchList(page, "Search for a project, field or researcher...", tag);
    await expect(page.getByText("No results found")).toBeVisible();
    await page.getByRole("group", { name: "Filter by field" }).getByRole("button", { name: "Environment" }).click();
    const c = card(page, title);
    await expect(c).toBeVisible();
    await expect(c.getByRole("list", { name: "tags" }).getByRole("listitem")).toHaveText(["#أ", "#ب", "#ج", "+2"]);
    await expect(c).toContainText("No participants yet");

    await c.getByRole("button", { name: "Request to join" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Full name")).toHaveValue(member.name);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(dialog.getByText("This field is required").first()).toBeVisible();
    await dialog.getByLabel("Expertise").fill("Hydrology");
    await dialog.getByLabel("Academic background").fill("MSc Environmental Science");
    await dialog.getByLabel("Research interests").fill("Wetland restoration");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(toastLocator(page, "Join request sent")).toBeVisible();
    await expect(c).toContainText("Your request:");
    await expect(c).toContainText("Pending");
    await expect(c.getByRole("button", { name: "Request to join" })).toHaveCount(0);
    await page.getByRole("button", { name: "My requests" }).click();
    await expect(page.getByRole("dialog").getByRole("listitem").filter({ hasText: title })).toContainText("Pending");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "My requests" })).toBeFocused();

    const ownerCtx = await browser.newContext();
    const ownerPage = await ownerCtx.newPage();
    await useLocale(ownerPage, "en");
    await loginAs(ownerPage, owner);
    await ownerPage.goto("/academic-partnership");
    await searchList(ownerPage, "Search for a project, field or researcher...", tag);
    const mine = card(ownerPage, title);
    await expect(ownerPage.getByText("1 project", { exact: true })).toBeVisible();
    await expect(mine).toContainText("Approved");
    await mine.getByRole("button", { name: /Join requests/ }).click();
    const requests = ownerPage.getByRole("dialog").getByRole("listitem", { name: member.name });
    await expect(requests).toContainText("Hydrology");
    await expect(requests).toContainText(member.email);
    await requests.getByRole("button", { name: "Accept" }).click();
    await expect(toastLocator(ownerPage, "Request accepted")).toBeVisible();
    await expect(requests).toContainText("Accepted");
    await ownerPage.keyboard.press("Escape");
    await expect(mine).toContainText("1 participant");
    await ownerCtx.close();

    await page.reload();
    await searchList(page, "Search for a project, field or researcher...", tag);
    await expect(card(page, title)).toContainText("Accepted");
    await expect(card(page, title)).toContainText("1 participant");
    await page.getByRole("button", { name: "My requests" }).click();
    await expect(page.getByRole("dialog").getByRole("listitem").filter({ hasText: title })).toContainText("Accepted");
  });

  test("a failed load says so and retries, never showing sample projects (Arabic)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const owner = await createUser();
    const title = `تحميل ${tag}`;
    await seedOpportunity(owner, title, "approved", "صحة");
    await loginAs(page, await createUser());
    let fail = false;
    await page.route("**/backend/api/opportunities/read.php**", (route) => (fail ? route.fulfill({ status: 500, body: "{}" }) : route.continue()));
    // the first page comes with the HTML; the search is the browser's first load
    await page.goto("/academic-partnership");
    fail = true;
    await page.getByPlaceholder("ابحث عن مشروع أو مجال أو باحث...").fill(tag);
    await expect(toastLocator(page, "تعذر تحميل البيانات")).toBeVisible();
    await expect(page.getByTestId("opportunity-card")).toHaveCount(0);
    fail = false;
    await page.getByRole("button", { name: "إعادة المحاولة" }).click();
    await expect(card(page, title)).toBeVisible();
  });
});

test.describe("admin: academic partnership projects", () => {
  test("reject, back to review, details with requests, edit and delete (Arabic)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const owner = await createUser();
    const title = `مراجعة ${tag}`;
    const row = await seedOpportunity(owner, title, "pending", "تعليم");
    await loginAs(page, await createUser("superadmin"));
    await page.goto("/admin/sections/academic-partnership");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await searchList(page, "ابحث بالعنوان أو المجال أو الكاتب...", tag.toUpperCase());
    const c = card(page, title);
    await expect(c).toContainText("في الانتظار");
    await c.getByRole("button", { name: "رفض" }).click();
    await expect(toastLocator(page, "مرفوض")).toBeVisible();
    await expect(c).toContainText("مرفوض");
    await c.getByRole("button", { name: "إعادة للمراجعة" }).click();
    await expect(toastLocator(page, "في الانتظار")).toBeVisible();
    await expect(c.getByRole("button", { name: "اعتماد" })).toBeVisible();
    expect((await (await testDb()).opportunity.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");

    await chooseOption(page, page.getByLabel("الحالة"), "معتمد");
    await expect(c).toHaveCount(0);
    await chooseOption(page, page.getByLabel("الحالة"), "في الانتظار");
    await listSettled(page);
    await expect(c).toHaveCount(1);

    await c.getByRole("button", { name: "التفاصيل" }).click();
    const details = page.getByRole("dialog");
    await expect(details).toContainText("الحالة: في الانتظار");
    await expect(details).toContainText("لا توجد طلبات بعد.");
    await details.getByRole("button", { name: "إغلاق" }).last().click();

    await c.getByRole("button", { name: "تعديل" }).click();
    const form = page.getByRole("dialog");
    await expect(form.getByLabel("التصنيفات")).toHaveValue("أ، ب، ج، د، هـ");
    await form.getByLabel("التصنيفات").fill("تعليم, تعليم , ,تقييم");
    await form.getByRole("button", { name: "حفظ التعديلات" }).click();
    await expect(toastLocator(page, "تم تحديث المشروع بنجاح")).toBeVisible();
    expect((await (await testDb()).opportunity.findUniqueOrThrow({ where: { id: row.id } })).tags).toBe('["تعليم","تقييم"]');

    await c.getByRole("button", { name: "حذف" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("هل أنت متأكد من حذف هذا المشروع؟");
    await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
    await expect(toastLocator(page, "تم حذف المشروع بنجاح")).toBeVisible();
    await expect(c).toHaveCount(0);
    expect(await (await testDb()).opportunity.findUnique({ where: { id: row.id } })).toBeNull();
  });

  test("an admin adds a project with comma-separated tags (English)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await useLocale(page, "en");
    await loginAs(page, await createUser("admin"));
    await page.goto("/admin/sections/academic-partnership");
    await page.getByRole("button", { name: "Add project" }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Project title").fill(`Admin project ${tag}`);
    await form.getByLabel("Project description").fill("Description");
    await form.getByLabel("Contact e-mail").fill("admin@uni.edu");
    await form.getByLabel("Tags").fill("AI, AI, ,Education");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toastLocator(page, "Project added successfully")).toBeVisible();
    await searchList(page, "Search by title, field or author...", tag);
    await expect(card(page, `Admin project ${tag}`)).toContainText("Pending");
    await expect(card(page, `Admin project ${tag}`).getByRole("list", { name: "tags" }).getByRole("listitem")).toHaveText(["#AI", "#Education"]);
  });
});

const PROJECT_TEXT = {
  ar: {
    add: "إضافة مشروع بحثي",
    title: "عنوان المشروع",
    desc: "وصف المشروع",
    inst: "المؤسسة",
    exp: "الخبرات المطلوبة",
    tags: "التصنيفات",
    file: "ملف مرفق",
    submit: "إضافة المشروع",
    need: "يرجى ملء جميع الحقول المطلوبة وإضافة تصنيف واحد على الأقل",
    created: "تم إضافة المشروع بنجاح",
    collab: "طلب تعاون",
    name: "الاسم الكامل",
    expertise: "مجال الخبرة",
    bg: "الخلفية الأكاديمية",
    msg: "رسالة إلى صاحب المشروع",
    send: "إرسال الطلب",
    sent: "تم إرسال طلب المشاركة",
    search: "ابحث بالعنوان أو المؤسسة أو الخبرة...",
    requests: /طلبات المشاركة/,
    pending: "قيد المراجعة",
    badType: "يُقبل ملف PDF",
  },
  en: {
    add: "Add a research project",
    title: "Project title",
    desc: "Project description",
    inst: "Institution",
    exp: "Required expertise",
    tags: "Tags",
    file: "Attachment",
    submit: "Add project",
    need: "Please fill in all required fields and add at least one tag",
    created: "Project added successfully",
    collab: "Request collaboration",
    name: "Full name",
    expertise: "Expertise",
    bg: "Academic background",
    msg: "Message to the owner",
    send: "Send request",
    sent: "Join request sent",
    search: "Search by title, institution or expertise...",
    requests: /Join requests/,
    pending: "Pending",
    badType: "Only PDF",
  },
} as const;

test.describe("collaborative research projects", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

  forEachLocale(PROJECT_TEXT, (L, locale) => {
    test(`add a project with an attachment, then another member asks to collaborate (${locale})`, async ({ browser, page }) => {
      const tag = randomUUID().slice(0, 8);
      const author = await createUser();
      await useLocale(page, locale);
      await loginAs(page, author);
      await page.goto("/research-projects");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.getByRole("button", { name: L.add }).click();
      const form = page.getByRole("dialog");
      await form.getByLabel(L.title).fill(`Soil ${tag}`);
      await form.getByLabel(L.desc).fill("Soil microbiome sampling");
      await form.getByLabel(L.inst).fill("Cairo University");
      await form.getByLabel(L.exp).fill("Microbiology");
      await form.getByRole("button", { name: L.submit }).click();
      await expect(form.getByRole("alert").first()).toContainText(L.need);
      await form.getByLabel(L.tags, { exact: false }).first().fill(`soil-${tag}`);
      await form.getByLabel(L.tags, { exact: false }).first().press("Enter");
      await form.getByLabel(L.file).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await expect(form.getByText(L.badType)).toBeVisible();
      await form.getByLabel(L.file).setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: pdf });
      // hold the answer until the upload progress bar has been seen
      const release = await holdRequests(page, (r) => r.url().includes("/backend/api/research_projects/create.php"));
      await form.getByRole("button", { name: L.submit }).click();
      await expect(form.getByRole("progressbar")).toBeVisible();
      release();
      await expect(toastLocator(page, L.created)).toBeVisible();
      await page.unroute("**/*");
      const c = page.getByTestId("project-card").filter({ hasText: `Soil ${tag}` });
      await expect(c.getByRole("link", { name: "plan.pdf" })).toBeVisible();
      const stored = await (await testDb()).researchProject.findFirstOrThrow({ where: { title: `Soil ${tag}` } });
      expect(stored).toMatchObject({ userId: author.id, fileName: "plan.pdf", tags: JSON.stringify([`soil-${tag}`]) });
      await expect(c.getByRole("button", { name: L.collab })).toHaveCount(0);

      const otherCtx = await browser.newContext();
      const other = await otherCtx.newPage();
      await useLocale(other, locale);
      const member = await createUser();
      await loginAs(other, member);
      await other.goto("/research-projects");
      await other.getByRole("button", { name: `soil-${tag}` }).click();
      const oc = other.getByTestId("project-card").filter({ hasText: `Soil ${tag}` });
      await expect(other.getByTestId("project-card")).toHaveCount(1);
      await oc.getByRole("button", { name: L.collab }).click();
      const rf = other.getByRole("dialog");
      await rf.getByLabel(L.expertise).fill("Bioinformatics");
      await rf.getByLabel(L.bg).fill("PhD");
      await rf.getByRole("button", { name: L.send }).click();
      await expect(rf.getByLabel(L.msg)).toHaveAttribute("aria-invalid", "true");
      await rf.getByLabel(L.msg).fill("I can run the sequencing analysis");
      await rf.getByRole("button", { name: L.send }).click();
      await expect(toastLocator(other, L.sent)).toBeVisible();
      await expect(oc).toContainText(L.pending);
      await otherCtx.close();

      await page.reload();
      await searchList(page, L.search, tag);
      await c.getByRole("button", { name: L.requests }).click();
      await expect(page.getByRole("dialog").getByRole("listitem", { name: member.name })).toContainText("Bioinformatics");
    });
  });
});
