import { createUser, expect, forEachLocale, hydrated, pageAs, test, testDb } from "../fixtures";
import { seedPost } from "../seed/posts";

// A moderator on a phone reads a reported comment in its place (its article, its author, the
// reporter's note, how many reported it) and hides it; the article's thread keeps a placeholder
// where it was, and the reply under it still reads.

const TEXT = {
  ar: { reports: /^البلاغات/, hide: "إخفاء", inPlace: "عرضه في مكانه", hiddenByModerator: "أخفى مشرف هذا التعليق.", offTopic: "خارج الموضوع" },
  en: { reports: /^Reports/, hide: "Hide", inPlace: "See it in its place", hiddenByModerator: "A moderator hid this comment.", offTopic: "Off topic" },
} as const;

forEachLocale(TEXT, (t, locale) => {
  test(`queue (${locale}): a reported comment in its place, hidden, leaves a placeholder in its thread`, async ({ browser }) => {
    const db = await testDb();
    const [author, replier, reporter, other] = [await createUser(), await createUser(), await createUser(), await createUser()];
    const tag = Math.random().toString(36).slice(2, 8);
    const post = await seedPost({ title: `مقال النقاش ${tag}` });
    const text = `تعليق خارج الموضوع ${tag}`;
    const bad = await db.comment.create({ data: { postId: post.id, userId: author.id, text } });
    const reply = `رد على التعليق ${tag}`;
    await db.comment.create({ data: { postId: post.id, parentId: bad.id, userId: replier.id, text: reply } });
    await db.report.create({
      data: {
        type: "comment",
        targetId: String(bad.id),
        reason: "off_topic",
        note: `ملاحظة المبلغ ${tag}`,
        reporterId: reporter.id,
        openKey: `comment:${bad.id}:${reporter.id}`,
      },
    });
    await db.report.create({
      data: { type: "comment", targetId: String(bad.id), reason: "spam", reporterId: other.id, openKey: `comment:${bad.id}:${other.id}` },
    });

    const admin = await pageAs(browser, await createUser("admin"), "/admin/sections/queue", { locale });
    await hydrated(admin);
    await admin.getByRole("button", { name: t.reports }).click();
    const item = admin.getByTestId("queue-item").filter({ hasText: text });
    await expect(item).toContainText(post.title);
    await expect(item).toContainText(author.name);
    await expect(item).toContainText(`ملاحظة المبلغ ${tag}`);
    await expect(item).toContainText(t.offTopic);
    await expect(item).toContainText(/بلاغان|2 reports/);
    await expect(item.getByRole("link", { name: t.inPlace })).toHaveAttribute("href", `/article/${post.id}#comment-${bad.id}`);
    // nothing of the card runs past a phone's width
    expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await item.getByRole("button", { name: new RegExp(`^${t.hide}:`) }).click();
    await expect(item).toHaveCount(0);
    await admin.close();

    const reader = await pageAs(browser, replier, `/article/${post.id}`, { locale });
    await expect(reader.getByTestId("comment-hidden")).toHaveText(t.hiddenByModerator);
    await expect(reader.getByText(text)).toHaveCount(0);
    await expect(reader.getByTestId("comment").filter({ hasText: reply })).toBeVisible();
    await reader.close();
  });
});
