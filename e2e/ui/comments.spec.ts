import { createUser, expect, hydrated, forEachLocale, loginAs, test, testDb, toastLocator, useLocale } from "../fixtures";
import { seedPost } from "../seed/posts";

// Comments under an article: comment with an @mention chosen from the autocomplete (keyboard),
// reply, and the member mentioned opens the notification that leads to the comment.

const TEXT = {
  ar: {
    dir: "rtl",
    add: "أضف تعليقًا",
    post: "نشر التعليق",
    posted: "نُشر تعليقك",
    close: "إغلاق",
    reply: "رد",
    replyTo: "الرد على",
    bell: /الإشعارات/,
    mentioned: "ذُكرت في تعليق",
  },
  en: {
    dir: "ltr",
    add: "Add a comment",
    post: "Post comment",
    posted: "Your comment was posted",
    close: "Close",
    reply: "Reply",
    replyTo: "Reply to",
    bell: /Notifications/,
    mentioned: "You were mentioned in a comment",
  },
} as const;

forEachLocale(TEXT, (t, locale) => {
  const width = 390;
  test(`comment, mention with autocomplete, reply; the member mentioned is notified (${locale}, ${width}px)`, async ({ page, browser }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    const post = await seedPost({ title: `مقال للنقاش ${tag}` });
    const [writer, lina] = [await createUser(), await createUser("user", { name: `Lina ${tag}` })];
    const handle = (await (await testDb()).user.findUniqueOrThrow({ where: { id: lina.id } })).handle!;

    await page.setViewportSize({ width, height: 900 });
    await useLocale(page, locale);
    await loginAs(page, writer);
    await page.goto(`/article/${post.id}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    const comments = page.getByTestId("comments");

    // type '@' and most of the handle: the member is offered; Enter takes the highlighted one
    const box = comments.getByRole("textbox", { name: t.add });
    await box.pressSequentially(`شكرًا @${handle.slice(0, -1)}`);
    const option = page.getByRole("option", { name: new RegExp(`Lina ${tag}`) });
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await box.press("Enter");
    await expect(box).toHaveValue(`شكرًا @${handle} `);
    await expect(page.getByRole("listbox")).toBeHidden();
    await box.pressSequentially("على المقال https://example.org/paper");
    await comments.getByRole("button", { name: t.post }).click();

    const first = comments.getByTestId("comment").filter({ hasText: "على المقال" });
    await expect(first.getByRole("link", { name: `@${handle}` })).toHaveAttribute("href", `/researchers/${handle}`);
    await expect(first.getByRole("link", { name: "https://example.org/paper" })).toHaveAttribute("rel", /nofollow/);
    await expect(first.getByTestId("comment-text")).toHaveAttribute("dir", "auto");
    await expect(box).toHaveValue("");
    // on a phone the success toast lies over the reply form's button: read it and close it, as a
    // member would, rather than click through it while it slides away
    const posted = toastLocator(page, t.posted);
    await expect(posted).toBeVisible();
    await posted.getByRole("button", { name: t.close }).click();
    await expect(posted).toBeHidden();

    // a reply sits under its comment
    await first.getByRole("button", { name: new RegExp(t.replyTo) }).click();
    const replyBox = comments.getByRole("textbox", { name: new RegExp(t.replyTo) });
    await expect(replyBox).toBeFocused();
    await replyBox.fill(`رد ${tag}`);
    await comments.getByRole("button", { name: t.reply, exact: true }).click();
    const replies = comments.getByRole("list", { name: new RegExp(writer.name) });
    await expect(replies.getByTestId("comment").filter({ hasText: `رد ${tag}` })).toBeVisible();

    // Lina sees the notification and it leads to the comment
    const other = await browser.newContext({ viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
    const linaPage = await other.newPage();
    await useLocale(linaPage, locale);
    await loginAs(linaPage, lina);
    await linaPage.goto("/");
    await expect(linaPage.getByTestId("notification-badge")).toHaveText("1");
    await linaPage.getByRole("button", { name: t.bell }).click();
    await linaPage.getByRole("button", { name: new RegExp(t.mentioned) }).click();
    await expect(linaPage).toHaveURL(new RegExp(`/article/${post.id}#comment-\\d+$`));
    await expect(linaPage.getByTestId("comment").filter({ hasText: "على المقال" })).toBeVisible();
    await other.close();
  });
});
