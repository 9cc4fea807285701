import { createTranslator } from "next-intl";
import { afterAll, describe, expect, it, vi } from "vitest";
import { labelOf } from "@/lib/i18n/keys";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

// The similarity report against a real database (test/database.ts): a lightly reworded Arabic
// paragraph is found in a published article and in another submission; an unrelated text is not.
vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { auditOf, member } = await import("@/test/domain-fixtures");
const { similarityReport } = await import("./similarity");

afterAll(closeDatabase);

const ORIGINAL =
  "إنّ الذكاءَ الاصطناعيَّ يُسهم في تحسين جودة التعليم الجامعي من خلال تحليل بيانات الطلبة وتقديم توصيات مخصّصة لكل طالب، كما يساعد الأساتذة على متابعة التقدّم الأكاديمي بدقة أكبر وفي وقت أقصر.";
// the same sentence as another writer would retype it: no diacritics, bare alef for hamza, ه for ة,
// the article ال dropped from some words and added to others, the word order kept
const REWORDED =
  "ان ذكاء اصطناعي يسهم في تحسين الجوده التعليم الجامعي من خلال تحليل البيانات الطلبه وتقديم توصيات مخصصه لكل طالب، كما يساعد الاساتذه علي متابعه تقدم اكاديمي بدقه اكبر وفي وقت اقصر.";
const UNRELATED =
  "تعتمد الزراعة في المناطق الجافة على تقنيات الري بالتنقيط التي توفر المياه وتزيد إنتاجية المحاصيل، وقد انتشرت هذه التقنيات في السنوات الأخيرة بين المزارعين في الواحات والقرى.";
const OTHER_TEXT = "يدرس هذا البحث أثر التعليم عن بعد في تحصيل الطلبة خلال الجائحة، ويقارن نتائج الاختبارات قبلها وبعدها في ثلاث جامعات.";

const article = (status: string, body: string, title = "مقال") =>
  db.article.create({ data: { title, authorName: "باحث", abstractAr: "ملخص قصير", body: `<p>${body}</p>`, status } });

describe("similarity before review", () => {
  it("finds a lightly reworded Arabic paragraph in a published article and in another submission, with the passages side by side", async () => {
    const editor = await member("admin");
    const published = await article("published", `${OTHER_TEXT} ${ORIGINAL}`, "التعليم الذكي");
    const submitted = await article("under_review", ORIGINAL, "دراسة أخرى");
    const unrelated = await article("published", UNRELATED, "الري بالتنقيط");
    const draft = await article("draft", ORIGINAL, "مسودة");
    const sub = await article("submitted", REWORDED, "الذكاء في التعليم");

    const report = await similarityReport({ id: sub.id, actor: editor });
    const ids = report.matches.map((m) => m.id);
    expect(ids).toContain(published.id);
    expect(ids).toContain(submitted.id);
    // the unrelated text shares single words (في، من) but no passage; a draft is not a submission
    expect(ids).not.toContain(unrelated.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(sub.id);

    const match = report.matches.find((m) => m.id === published.id)!;
    expect(match.kind).toBe("article");
    expect(report.matches.find((m) => m.id === submitted.id)!.kind).toBe("submission");
    // the paragraph is most of the submission (its title and abstract are the rest)
    expect(match.overlap).toBeGreaterThan(70);
    expect(report.overlap).toBeGreaterThanOrEqual(match.overlap);
    expect(match.passages).toHaveLength(1);
    // each side as it is written: the reworded text here, the original with its diacritics there
    expect(match.passages[0].text).toContain("ان ذكاء اصطناعي يسهم");
    expect(match.passages[0].text).toContain("وقت اقصر");
    expect(match.passages[0].other).toContain("إنّ الذكاءَ الاصطناعيَّ يُسهم");
    expect(match.passages[0].other).not.toContain("الجائحة");
    // a first query on a busy machine (PostgreSQL's first connection) can take seconds
  }, 30_000);

  it("reports nothing for a text that appears nowhere else", async () => {
    const editor = await member("admin");
    const sub = await article(
      "submitted",
      "تتناول هذه الورقة تاريخ المخطوطات العلمية في الأندلس ومناهج تحقيقها ونشرها الحديث في المكتبات الأوروبية.",
      "المخطوطات",
    );
    const report = await similarityReport({ id: sub.id, actor: editor });
    expect(report.matches.filter((m) => m.passages.some((p) => p.text.includes("المخطوطات")))).toEqual([]);
    expect(report.words).toBeGreaterThan(10);
  });

  it("is for editors only, and answers 404 for no article", async () => {
    const sub = await article("submitted", ORIGINAL);
    await expect(similarityReport({ id: sub.id, actor: await member("user") })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(similarityReport({ id: 999_999_999, actor: await member("admin") })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("writes who read the report of which article in the audit log, worded in both languages; a refused reading writes nothing", async () => {
    const editor = await member("admin");
    const sub = await article("submitted", ORIGINAL, "قراءة التقرير");
    await expect(similarityReport({ id: sub.id, actor: await member("user") })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await auditOf("article", sub.id)).toEqual([]);

    await similarityReport({ id: sub.id, actor: editor });
    await similarityReport({ id: sub.id, actor: editor });
    const entries = await auditOf("article", sub.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: editor.id, actorEmail: editor.email, action: "review.similarity", summary: "قراءة التقرير" });

    const words = (locale: "ar" | "en") =>
      labelOf(createTranslator({ locale, messages: locale === "ar" ? ar : en, namespace: "Audit" }) as never, "actions", entries[0].action);
    expect(words("ar")).toBe("اطّلع على تقرير التشابه");
    expect(words("en")).toBe("Read the similarity report");
  });
});
