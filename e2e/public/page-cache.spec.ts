import { randomBytes } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { tagSlug } from "../../lib/articles/tags";
import { apiClient as client, createUser, testDb } from "../fixtures";
import { publishArticle, retractArticle } from "../seed/articles";
import { expect, test } from "./fixtures";

// PUBLIC_READING=1: a signed-out reader's pages come from a cache every server process shares
// (scripts/page-cache.mjs), and what they get next changes as soon as what the page shows changed:
// a publication, an edit, a retraction, a hiding, a comment, an answer. `X-Page-Cache` says whether
// the cache answered (hit) or the page was rendered (miss); a member's request never touches it.

const uniq = () => randomBytes(4).toString("hex");
const cacheOf = (res: APIResponse) => res.headers()["x-page-cache"];
const nonceOf = (r: { headers: Record<string, string> }) => r.headers["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
/** The answer's text with its own nonce (in its scripts and its payload) named alike, to compare two answers. */
const withoutNonce = (r: { html: string; headers: Record<string, string> }) => {
  const nonce = nonceOf(r);
  return nonce ? r.html.replaceAll(nonce, "NONCE") : r.html;
};

/** A signed-out GET that answered 200, with how the cache took it. */
async function read(anon: APIRequestContext, path: string) {
  const res = await anon.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  return { cache: cacheOf(res), html: await res.text(), headers: res.headers() };
}

/**
 * Reads `path` until the cache answers it (the first read renders and keeps it; a job of its own that
 * finishes after a publication, such as the version of record, may change the page once more), and
 * returns that answer, the same page as rendered.
 */
async function cached(anon: APIRequestContext, path: string) {
  let rendered = await read(anon, path);
  let answer = rendered;
  await expect
    .poll(
      async () => {
        answer = await read(anon, path);
        if (answer.cache === "miss") rendered = answer;
        return answer.cache;
      },
      { message: `${path} is kept`, intervals: [100, 250, 500] },
    )
    .toBe("hit");
  expect(withoutNonce(answer)).toBe(withoutNonce(rendered));
  return answer;
}

async function editorPost(admin: APIRequestContext, title: string) {
  const res = await admin.post("/backend/api/posts/create.php", {
    data: { title, content: "ملخص قصير", author: "د. ليلى حداد", keywords: "", image_path: "", full_content: "<p>نص</p>", category: "", read_time: 3 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

test("an edit changes what a signed-out reader of the article gets next, and every answer from the cache has a fresh nonce", async ({ playwright }) => {
  const admin = await client(playwright, await createUser("admin"));
  const anon = await client(playwright);
  const title = `مقال المحرر ${uniq()}`;
  const { id } = await editorPost(admin, title);

  const before = await cached(anon, `/article/${id}`);
  expect(before.html).toContain(title);
  expect(before.headers["set-cookie"]).toBeUndefined();
  // each answer carries its own nonce, the same in its CSP and in its scripts
  const again = await read(anon, `/article/${id}`);
  expect(nonceOf(again)).toBeTruthy();
  expect(nonceOf(again)).not.toBe(nonceOf(before));
  expect(again.html).toContain(`nonce="${nonceOf(again)}"`);
  expect(again.html).not.toContain(nonceOf(before));

  const edited = `${title} (معدّل)`;
  const res = await admin.put("/backend/api/posts/update.php", {
    data: { id, title: edited, content: "ملخص قصير", author: "د. ليلى حداد", keywords: "", image_path: "", full_content: "<p>نص</p>", category: "", read_time: 3 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const after = await read(anon, `/article/${id}`);
  expect(after.cache).toBe("miss");
  expect(after.html).toContain(edited);
  expect((await cached(anon, `/article/${id}`)).html).toContain(edited);
});

test("a publication reaches the tag page, the feed and the sitemap a signed-out reader gets next", async ({ playwright }) => {
  const editor = await client(playwright, await createUser("admin"));
  const author = await client(playwright, await createUser());
  const anon = await client(playwright);
  const keyword = `مخزن ${uniq()}`;
  const first = await publishArticle(author, editor, { title: `الأول ${uniq()}`, keywords: [keyword] });
  const tagPage = `/tags/${encodeURIComponent(tagSlug(keyword))}`;
  expect((await cached(anon, tagPage)).html).toContain(first.title);
  await cached(anon, "/feeds/articles.atom");
  await cached(anon, "/sitemap.xml");

  const second = await publishArticle(author, editor, { title: `الثاني ${uniq()}`, keywords: [keyword] });
  const tag = await read(anon, tagPage);
  expect(tag.cache).toBe("miss");
  expect(tag.html).toContain(second.title);
  expect((await read(anon, "/feeds/articles.atom")).html).toContain(second.title);
  expect((await read(anon, "/sitemap.xml")).html).toContain(`/article/${second.postId}<`);
});

test("a retraction and a hiding change the article's page a signed-out reader gets next", async ({ playwright }) => {
  const editor = await client(playwright, await createUser("admin"));
  const author = await client(playwright, await createUser());
  const anon = await client(playwright);
  const retracted = await publishArticle(author, editor, { title: `يسحب ${uniq()}`, keywords: [`سحب ${uniq()}`] });
  expect((await cached(anon, `/article/${retracted.postId}`)).html).not.toContain("سُحب هذا المقال");
  const note = `خطأ في البيانات ${uniq()}`;
  await retractArticle(editor, retracted.id, note);
  const page = await read(anon, `/article/${retracted.postId}`);
  expect(page.cache).toBe("miss");
  expect(page.html).toContain("سُحب هذا المقال");
  expect(page.html).toContain(note);

  const hidden = await publishArticle(author, editor, { title: `يخفى ${uniq()}`, keywords: [`إخفاء ${uniq()}`] });
  await cached(anon, `/article/${hidden.postId}`);
  const reporter = await client(playwright, await createUser());
  const report = await reporter.post("/backend/api/reports/create.php", { data: { type: "article", id: hidden.id, reason: "spam" } });
  expect(report.status(), await report.text()).toBe(201);
  const resolved = await editor.put("/backend/api/reports/resolve.php", { data: { id: (await report.json()).report.id, action: "hide" } });
  expect(resolved.status(), await resolved.text()).toBe(200);
  const gone = await anon.get(`/article/${hidden.postId}`, { maxRedirects: 0 });
  expect(gone.status()).not.toBe(200);
  expect(cacheOf(gone)).toBe("miss");
});

test("a comment re-renders the article's page, and an answer shows on the question's page a signed-out reader gets next", async ({ playwright }) => {
  const admin = await client(playwright, await createUser("admin"));
  const member = await createUser();
  const asMember = await client(playwright, member);
  const anon = await client(playwright);
  const { id } = await editorPost(admin, `للتعليق ${uniq()}`);
  const text = `تعليق ${uniq()}`;
  expect((await cached(anon, `/article/${id}`)).html).not.toContain(text);
  const comment = await asMember.post("/backend/api/comments/create.php", { data: { article_id: id, text } });
  expect(comment.status(), await comment.text()).toBe(201);
  // the signed-out reader reads the new comment at once
  const commented = await read(anon, `/article/${id}`);
  expect(commented.cache).toBe("miss");
  expect(commented.html).toContain(text);

  const question = await (await testDb()).question.create({
    data: { title: `سؤال ${uniq()}`, description: "وصف السؤال", status: "approved", userId: member.id, authorName: member.name, searchKey: "سؤال" },
  });
  const path = `/qa-section/${question.id}`;
  await cached(anon, path);
  const answerText = `جواب مفصل ${uniq()}`;
  const answer = await client(playwright, await createUser());
  const res = await answer.post("/backend/api/qa/answer.php", { data: { question_id: question.id, text: answerText } });
  expect(res.status(), await res.text()).toBe(201);
  const after = await read(anon, path);
  expect(after.cache).toBe("miss");
  expect(after.html).toContain(answerText);
});

test("a signed-in member never gets the signed-out page, nor does any request with a cookie other than the language's", async ({ playwright }) => {
  const admin = await client(playwright, await createUser("admin"));
  const member = await createUser();
  const asMember = await client(playwright, member);
  const anon = await client(playwright);
  const { id } = await editorPost(admin, `للأعضاء ${uniq()}`);
  const signedOut = await cached(anon, `/article/${id}`);
  expect(signedOut.html).toContain('data-testid="public-header"');
  expect(signedOut.html).toContain('lang="ar"');
  // the language is part of the key: an English reader gets the English page, and the Arabic one stays kept
  const en = await anon.get(`/article/${id}`, { headers: { cookie: "NEXT_LOCALE=en" } });
  expect(cacheOf(en)).toBe("miss");
  expect(await en.text()).toContain('lang="en"');
  const ar = await read(anon, `/article/${id}`);
  expect(ar.cache).toBe("hit");
  expect(ar.html).toContain('lang="ar"');

  const res = await asMember.get(`/article/${id}`, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(cacheOf(res)).toBeUndefined();
  const html = await res.text();
  expect(html).not.toContain('data-testid="public-header"');
  expect(html).toContain('data-testid="sidebar"');
  expect(html).toContain(member.name);

  // a session cookie of any value, or any other cookie, is never answered from the cache
  for (const cookie of ["manara.session_token=forged", "NEXT_LOCALE=en; manara.session_token=x", "__Secure-manara.session_token=x", "other=1"]) {
    // a context of its own each: whatever the answer sets stays out of the signed-out reader's jar
    const probe = await client(playwright);
    const r = await probe.get(`/article/${id}`, { maxRedirects: 0, headers: { cookie } });
    expect(cacheOf(r), cookie).toBeUndefined();
  }
});

test("a signed-out reader the cache answers is counted as a view (a robot is not), and views leave the cached page in place", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const anon = await client(playwright);
  const article = await publishArticle(author, editor, { title: `مقروء ${uniq()}`, keywords: [`قراءة ${uniq()}`] });
  const path = `/article/${article.postId}`;
  const views = async () => {
    const res = await author.get(`/backend/api/articles/stats.php?id=${article.id}`);
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { views: number }).views;
  };
  const kept = await cached(anon, path);
  // the render counted whom it answered; the readers below are all answered from the cache
  const before = await views();
  const as = async (userAgent: string) => {
    const res = await anon.get(path, { headers: { "user-agent": userAgent } });
    expect(res.status()).toBe(200);
    expect(cacheOf(res), userAgent).toBe("hit");
  };
  await as("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
  await as(`Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 reader-${uniq()}`);
  await as(`Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 reader-${uniq()}`);
  await expect.poll(views, { message: "two readers' views served from the cache are counted" }).toBe(before + 2);
  // their unique views raised the post's view count, and the page stays served from the cache as it was
  const again = await read(anon, path);
  expect(again.cache).toBe("hit");
  expect(withoutNonce(again)).toBe(withoutNonce(kept));
  expect(await views()).toBe(before + 2);
});
