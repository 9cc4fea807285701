import { createUser, expect, DESKTOP, forEachLocale, hydrated, pageAs, test, testDb } from "../fixtures";
import { indexedKeyOf } from "../../lib/search/arabic";
import { hideReported, reportAbuse, REPORT_TEXT } from "./reporting";

// A member reports an answer from its question's page; an admin hides it from the moderation queue.

forEachLocale(
  REPORT_TEXT,
  (t, locale) => {
    test(`reports (${locale}): a member reports an answer, an admin hides it from the queue`, async ({ browser }) => {
      const db = await testDb();
      const asker = await createUser();
      const answerer = await createUser();
      const tag = Math.random().toString(36).slice(2, 8);
      const title = `سؤال للإبلاغ ${tag}`;
      const question = await db.question.create({
        data: { title, description: "تفاصيل", status: "approved", userId: asker.id, authorName: asker.name, searchKey: indexedKeyOf(title, "تفاصيل", "") },
      });
      const text = `إجابة مسيئة ${tag}`;
      await db.answer.create({ data: { questionId: question.id, text, userId: answerer.id, authorName: answerer.name } });

      const member = await pageAs(browser, asker, `/qa-section/${question.id}`, { locale });
      await hydrated(member);
      await reportAbuse(member, t, answerer.name);

      // the moderators' short address leads to the queue
      const admin = await pageAs(browser, await createUser("admin"), "/admin/queue", { locale });
      await expect(admin).toHaveURL(/\/admin\/sections\/queue$/);
      await hydrated(admin);
      await expect(admin.getByTestId("nav-badge-queue")).toBeVisible();
      await hideReported(admin, t, text);

      await member.reload();
      await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(member.getByText(text)).toHaveCount(0);
      await member.close();
      await admin.close();
    });
  },
  { viewport: DESKTOP },
); // the moderators' queue is an admin's desk
