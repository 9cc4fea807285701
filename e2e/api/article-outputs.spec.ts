import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { publishArticle } from "../seed/articles";

// The editors' view of an article's version of record made off the request path: the typeset PDF's
// state (with the error it failed with) and its Crossref deposits (with the service's answer and
// the attempts), and the retry of a failed one; editors only.

const API = "/backend/api/articles";

test("outputs.php shows a failed PDF and a failed deposit to editors, and retry_output.php queues them again", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const superadmin = await client(playwright, await createUser("superadmin"));
  const member = await client(playwright, await createUser("user"));
  const signedOut = await client(playwright);
  const article = await publishArticle(author, editor, { title: `نسخة السجل ${Math.random().toString(36).slice(2, 8)}`, keywords: ["تنضيد"] });

  // the typesetter given up after its failures, and a deposit the service refused at its last attempt
  const db = await testDb();
  await db.articlePdf.upsert({
    where: { articleId: article.id },
    create: { articleId: article.id, dueAt: new Date(), failures: 5, lastError: "font not found: Amiri" },
    update: { dueAt: new Date(), failures: 5, lastError: "font not found: Amiri", claimedUntil: null },
  });
  const deposit = await db.crossrefDeposit.create({
    data: { articleId: article.id, doi: `10.5555/manara.t${article.id}`, status: "failed", attempts: 8, lastStatus: 403, lastResponse: "Forbidden: bad login" },
  });

  const outputs = async (as = editor) => {
    const res = await as.get(`${API}/outputs.php?id=${article.id}`);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).outputs;
  };
  const before = await outputs();
  expect(before.typesetting).toMatchObject({ state: "failed", failures: 5, error: "font not found: Amiri" });
  expect(before.deposits).toContainEqual(
    expect.objectContaining({ id: deposit.id, status: "failed", attempts: 8, last_status: 403, last_response: "Forbidden: bad login" }),
  );

  const retry = (data: unknown, as = editor) => as.post(`${API}/retry_output.php`, { data });
  // bad input: no such output, a deposit without its id, an id that is not one
  for (const data of [{ id: article.id, output: "jats" }, { id: article.id, output: "deposit" }, { id: "abc", output: "pdf" }, {}])
    expect((await retry(data)).status(), JSON.stringify(data)).toBe(400);
  expect((await retry({ id: 999999999, output: "pdf" })).status()).toBe(404);
  // every role but the editors': refused, and nothing moved
  expect((await retry({ id: article.id, output: "pdf" }, signedOut)).status()).toBe(401);
  expect((await signedOut.get(`${API}/outputs.php?id=${article.id}`)).status()).toBe(401);
  for (const as of [member, author]) {
    expect((await retry({ id: article.id, output: "pdf" }, as)).status()).toBe(403);
    expect((await retry({ id: article.id, output: "deposit", deposit_id: deposit.id }, as)).status()).toBe(403);
    expect((await as.get(`${API}/outputs.php?id=${article.id}`)).status()).toBe(403);
  }
  expect((await outputs()).typesetting.state).toBe("failed");

  // an editor tries the PDF again: due once more, its failures forgotten
  const pdf = await retry({ id: article.id, output: "pdf" });
  expect(pdf.status(), await pdf.text()).toBe(200);
  expect((await pdf.json()).outputs.typesetting).toMatchObject({ failures: 0, error: null, state: expect.stringMatching(/^(waiting|done)$/) });
  // the editor's step is in the audit log, under the article
  expect(await db.auditEntry.count({ where: { action: "article.retry_output", targetType: "article", targetId: String(article.id) } })).toBe(1);
  // what has not failed is not tried again
  const again = await retry({ id: article.id, output: "pdf" });
  expect(again.status()).toBe(409);
  expect((await again.json()).reason).toBe("NOT_FAILED");

  // a superadmin tries the deposit again: queued, its attempts from zero
  const queued = await retry({ id: article.id, output: "deposit", deposit_id: deposit.id }, superadmin);
  expect(queued.status(), await queued.text()).toBe(200);
  expect((await queued.json()).outputs.deposits).toContainEqual(expect.objectContaining({ id: deposit.id, status: "pending", attempts: 0 }));
  // another article's deposit is not this one's
  expect([404, 409]).toContain((await retry({ id: article.id + 1, output: "deposit", deposit_id: deposit.id })).status());
});
