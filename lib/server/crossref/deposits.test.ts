import { execFileSync } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { XMLParser } from "fast-xml-parser";

// The Crossref queue end to end in one process: publishing assigns the DOI and queues a deposit,
// the worker's run sends it to a local HTTP receiver standing in for the deposit service, retries
// it after a failure with backoff, and sends again after an edit. A real database (test/database.ts).

type Received = { operation: string; login: string; password: string; fileName: string; xml: string };
const received: Received[] = [];
/** the statuses the receiver answers with, one per request, then 200 */
const answers: number[] = [];

async function formOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request("http://receiver/", {
    method: "POST",
    headers: { "content-type": String(req.headers["content-type"]) },
    body: Buffer.concat(chunks),
  }).formData();
}

const receiver = createServer((req, res) => {
  void formOf(req).then(async (form) => {
    const file = form.get("fname") as File;
    received.push({
      operation: String(form.get("operation")),
      login: String(form.get("login_id")),
      password: String(form.get("login_passwd")),
      fileName: file.name,
      xml: await file.text(),
    });
    const status = answers.shift() ?? 200;
    res.writeHead(status, { "content-type": "text/html" }).end(status === 200 ? "SUCCESS: your batch was received" : "Internal error");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const port = (receiver.address() as AddressInfo).port;

// the configuration, read once when the domain first asks for it
Object.assign(process.env, {
  DOI_PREFIX: "10.5555",
  CROSSREF_DEPOSITOR_NAME: "Manara Journal",
  CROSSREF_DEPOSITOR_EMAIL: "doi@manara.test",
  CROSSREF_DEPOSIT_URL: `http://127.0.0.1:${port}/servlet/deposit`,
  CROSSREF_LOGIN_ID: "manara-login",
  CROSSREF_LOGIN_PASSWORD: "manara-secret",
});

vi.mock("@/lib/db", () => import("@/test/database"));
const { db, closeDatabase } = await import("@/test/database");
const { member } = await import("@/test/domain-fixtures");
const { moveStatus } = await import("@/lib/server/moderation");
const { updateArticle } = await import("@/lib/server/articles/articles");
const { ZArticleUpdateInput } = await import("@/lib/schemas/articles");
const { runCrossrefDeposits, queueDeposit, assignDoi, retryDelayMs, MAX_ATTEMPTS, findArticleDeposits, articleCrossref } = await import("./deposits");

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await closeDatabase();
});
beforeEach(() => {
  received.length = 0;
  answers.length = 0;
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => ["person_name", "jats:abstract", "full_title", "citation"].includes(name),
});
const wellFormed = (xml: string) => execFileSync("xmllint", ["--noout", "--nonet", "-"], { input: xml, stdio: ["pipe", "pipe", "pipe"] });

async function publishedArticle() {
  const author = await member("user", { emailVerified: true });
  const editor = await member("admin");
  await db.user.update({ where: { id: author.id }, data: { affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" } });
  const article = await db.article.create({
    data: {
      title: "التعلم الآلي للغة العربية",
      titleEn: "Machine learning for Arabic",
      abstractAr: "ملخص عربي.",
      abstractEn: "An English abstract.",
      body: "<p>نص $x^2$</p>",
      keywords: "تعلم, arabic",
      license: "CC-BY-4.0",
      authorName: "أحمد محمود",
      userId: author.id,
      references: { create: [{ text: "مرجع أول (2020).", position: 0 }] },
    },
  });
  await moveStatus({ kind: "article", id: article.id, to: "submitted", actor: author });
  for (const to of ["under_review", "accepted", "published"]) await moveStatus({ kind: "article", id: article.id, to, actor: editor });
  return { article: await db.article.findUniqueOrThrow({ where: { id: article.id } }), author, editor };
}

const depositsOf = (articleId: number) => db.crossrefDeposit.findMany({ where: { articleId }, orderBy: { id: "asc" } });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("Crossref deposits", { timeout: 30_000 }, () => {
  it("publishing assigns a DOI under the prefix and queues one deposit, which the worker sends to the deposit service", async () => {
    const { article, editor } = await publishedArticle();
    expect(article.doi).toBe(`10.5555/manara.${article.volume}.${article.articleNumber}`);
    const [queued] = await depositsOf(article.id);
    expect(queued).toMatchObject({ status: "pending", attempts: 0, doi: article.doi });

    const now = later(new Date(), 1000);
    expect(await runCrossrefDeposits({ now })).toMatchObject({ sent: [queued.id] });
    expect(received).toHaveLength(1);
    const got = received[0];
    expect(got).toMatchObject({ operation: "doMDUpload", login: "manara-login", password: "manara-secret", fileName: `manara-${queued.id}-1.xml` });
    wellFormed(got.xml);

    // what Crossref reads: the batch head, both titles with their languages, both abstracts as JATS, contributors with ORCID, licence, references, resource URL
    const batch = parser.parse(got.xml).doi_batch;
    expect(batch["@version"]).toBe("5.3.1");
    expect(batch["@xmlns"]).toBe("http://www.crossref.org/schema/5.3.1");
    expect(batch.head.depositor).toEqual({ depositor_name: "Manara Journal", email_address: "doi@manara.test" });
    const a = batch.body.journal.journal_article;
    expect(a["@language"]).toBe("ar");
    expect(a.titles.title).toBe("Machine learning for Arabic");
    expect(a.titles.original_language_title).toEqual({ "#text": "التعلم الآلي للغة العربية", "@language": "ar" });
    expect(a["jats:abstract"].map((x: Record<string, unknown>) => [x["@xml:lang"], x["jats:p"]])).toEqual([
      ["ar", "ملخص عربي."],
      ["en", "An English abstract."],
    ]);
    expect(a.contributors.person_name[0]).toMatchObject({
      "@sequence": "first",
      "@contributor_role": "author",
      given_name: "أحمد",
      surname: "محمود",
      affiliations: { institution: { institution_name: "جامعة القاهرة" } },
      ORCID: "https://orcid.org/0000-0002-1825-0097",
    });
    expect(a["ai:program"]["ai:license_ref"]).toMatchObject({ "#text": "https://creativecommons.org/licenses/by/4.0/", "@applies_to": "vor" });
    expect(a.doi_data.doi).toBe(article.doi);
    expect(a.doi_data.resource).toMatch(new RegExp(`/article/${article.pageId}$`));
    expect(a.citation_list.citation[0].unstructured_citation).toBe("مرجع أول (2020).");
    expect(a.publisher_item.item_number).toMatchObject({ "#text": String(article.articleNumber), "@item_number_type": "article_number" });

    // the outcome, as editors read it
    const [sent] = await findArticleDeposits({ id: article.id, actor: editor });
    expect(sent).toMatchObject({ status: "sent", attempts: 1, last_status: 200, last_response: "SUCCESS: your batch was received", next_attempt_at: null });
    // the preview the editors' endpoint shows is the same deposit
    expect(parser.parse(await articleCrossref({ id: article.id, actor: editor })).doi_batch.body.journal.journal_article.doi_data.doi).toBe(article.doi);
  });

  it("retries a failed deposit after a backoff that doubles, then sends it", async () => {
    const { article } = await publishedArticle();
    const [queued] = await depositsOf(article.id);
    answers.push(500, 503);
    const t0 = later(new Date(), 1000);
    expect(await runCrossrefDeposits({ now: t0 })).toMatchObject({ retried: [queued.id], sent: [] });
    let [row] = await depositsOf(article.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500, lastResponse: "Internal error" });
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));
    // not due before its time
    expect(await runCrossrefDeposits({ now: later(t0, retryDelayMs(1) - 1) })).toMatchObject({ retried: [], sent: [] });
    const t1 = later(t0, retryDelayMs(1));
    expect(await runCrossrefDeposits({ now: t1 })).toMatchObject({ retried: [queued.id] });
    [row] = await depositsOf(article.id);
    expect(row.nextAttemptAt.getTime()).toBe(t1.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await runCrossrefDeposits({ now: later(t1, retryDelayMs(2)) })).toMatchObject({ sent: [queued.id] });
    expect(received).toHaveLength(3);
    [row] = await depositsOf(article.id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastStatus: 200 });
  });

  it("gives a deposit up after the last attempt", async () => {
    const { article } = await publishedArticle();
    const [queued] = await depositsOf(article.id);
    await db.crossrefDeposit.update({ where: { id: queued.id }, data: { attempts: MAX_ATTEMPTS - 1 } });
    answers.push(500);
    expect(await runCrossrefDeposits({ now: later(new Date(), 1000) })).toMatchObject({ failed: [queued.id] });
    expect((await depositsOf(article.id))[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("sends again after an editor's edit, with the new metadata and the same DOI", async () => {
    const { article, editor } = await publishedArticle();
    await runCrossrefDeposits({ now: later(new Date(), 1000) });
    const input = ZArticleUpdateInput.parse({
      id: article.id,
      title_ar: "التعلم الآلي للغة العربية: طبعة مصححة",
      title_en: "Machine learning for Arabic, corrected",
      abstract_ar: "ملخص عربي مصحح.",
      keywords: ["تعلم"],
      references: ["مرجع أول (2020).", "مرجع ثان (2021)."],
      license: "CC-BY-4.0",
      correction_note: "تصحيح العنوان",
    });
    await updateArticle({ input, pdf: null, actor: editor });
    const after = await db.article.findUniqueOrThrow({ where: { id: article.id } });
    // the form sent no DOI: the article keeps the one it was registered under
    expect(after.doi).toBe(article.doi);
    const deposits = await depositsOf(article.id);
    expect(deposits.map((d) => d.status)).toEqual(["sent", "pending"]);
    await runCrossrefDeposits({ now: later(new Date(), 2000) });
    expect(received).toHaveLength(2);
    const a = parser.parse(received[1].xml).doi_batch.body.journal.journal_article;
    expect(a.titles.title).toBe("Machine learning for Arabic, corrected");
    expect(a.doi_data.doi).toBe(article.doi);
    expect(a.citation_list.citation).toHaveLength(2);
    expect(a["jats:abstract"]).toHaveLength(1);
  });

  it("queues the record again when the article is retracted, and its PDF is typeset again with the retraction", async () => {
    const { article, editor } = await publishedArticle();
    await runCrossrefDeposits({ now: later(new Date(), 1000) });
    await db.articlePdf.update({ where: { articleId: article.id }, data: { dueAt: null, path: "/uploads/before.pdf", madeAt: new Date() } });
    await moveStatus({ kind: "article", id: article.id, to: "retracted", actor: editor, note: "سُحب لخطأ في البيانات" });
    expect((await depositsOf(article.id)).map((d) => d.status)).toEqual(["sent", "pending"]);
    expect((await db.articlePdf.findUniqueOrThrow({ where: { articleId: article.id } })).dueAt).not.toBeNull();
    await runCrossrefDeposits({ now: later(new Date(), 2000) });
    expect(received).toHaveLength(2);
    expect(parser.parse(received[1].xml).doi_batch.body.journal.journal_article.doi_data.doi).toBe(article.doi);
    expect((await depositsOf(article.id)).map((d) => d.status)).toEqual(["sent", "sent"]);
  });

  it("sends each deposit once when two workers run at the same moment", async () => {
    const { article } = await publishedArticle();
    const now = later(new Date(), 1000);
    const [x, y] = await Promise.all([runCrossrefDeposits({ now }), runCrossrefDeposits({ now })]);
    expect([...x.sent, ...y.sent]).toHaveLength(1);
    expect(received.filter((r) => r.xml.includes(article.doi!))).toHaveLength(1);
  });

  it("queues nothing and assigns nothing without the configuration", async () => {
    const author = await member();
    const row = await db.article.create({ data: { title: "بلا إعداد", authorName: "a", abstractAr: "م", userId: author.id, status: "published" } });
    await db.$transaction(async (tx) => {
      await assignDoi(tx, row.id, null);
      await queueDeposit(tx, row.id, { config: null });
    });
    expect((await db.article.findUniqueOrThrow({ where: { id: row.id } })).doi).toBeNull();
    expect(await depositsOf(row.id)).toEqual([]);
    expect(await runCrossrefDeposits({ config: null })).toEqual({ sent: [], retried: [], failed: [] });
  });

  it("keeps a DOI the author gave, and deposits only DOIs under the prefix", async () => {
    const author = await member();
    const row = await db.article.create({
      data: { title: "معرف خارجي", authorName: "a", abstractAr: "م", userId: author.id, status: "published", doi: "10.9999/elsewhere.1" },
    });
    await db.$transaction(async (tx) => {
      await assignDoi(tx, row.id);
      await queueDeposit(tx, row.id);
    });
    expect((await db.article.findUniqueOrThrow({ where: { id: row.id } })).doi).toBe("10.9999/elsewhere.1");
    expect(await depositsOf(row.id)).toEqual([]);
  });
});
