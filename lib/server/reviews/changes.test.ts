import { afterAll, describe, expect, it, vi } from "vitest";

// What a reviewer reads of the changes in a later round, against a real database (test/database.ts):
// the words changed since the version they reviewed last (or the round before, for a reviewer new to
// the article), and nothing of the authors in it when the review is double-anonymous.
vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { member } = await import("@/test/domain-fixtures");
const { getAssignment } = await import("./reviews");

afterAll(closeDatabase);

const AUTHOR = { name: "سلمى القحطاني", handle: "salma-q", affiliation: "جامعة الملك سعود", orcid: "0000-0002-1825-0097" };
const CO_AUTHOR = { name: "Karim Benali", affiliation: "Université d'Alger", orcid: "0000-0001-5109-3700" };

const snapshot = (round: number) =>
  JSON.stringify({
    title_ar: round === 1 ? "أثر التعليم عن بعد" : "أثر التعليم المدمج",
    title_en: "Distance learning",
    abstract_ar: round < 3 ? "ملخص أول" : "ملخص منقح بعد التحكيم",
    abstract_en: null,
    body: `<p>يدرس البحث ${round === 1 ? "ثلاث" : "أربع"} جامعات.</p><p>ونتائجه في الخاتمة.</p>`,
    keywords: ["تعليم"],
    co_authors: [{ name: CO_AUTHOR.name, affiliation: CO_AUTHOR.affiliation, orcid: CO_AUTHOR.orcid, user_id: null }],
    references: [],
    license: "CC-BY-4.0",
    doi: null,
    pdf_url: null,
  });

describe("what changed since the last round, as the reviewer reads it", () => {
  it("compares the version the reviewer reviewed last with the one under review, and leaks no author", async () => {
    const [editor, a, b] = [await member("admin"), await member("user"), await member("user")];
    const author = await db.user.create({
      data: {
        id: crypto.randomUUID(),
        email: "salma@example.test",
        name: AUTHOR.name,
        handle: AUTHOR.handle,
        affiliation: AUTHOR.affiliation,
        orcid: AUTHOR.orcid,
      },
    });
    const article = await db.article.create({
      data: { userId: author.id, authorName: AUTHOR.name, title: "أثر التعليم المدمج", abstractAr: "ملخص منقح بعد التحكيم", status: "under_review" },
    });
    await db.articleAuthor.create({
      data: { articleId: article.id, position: 0, name: CO_AUTHOR.name, affiliation: CO_AUTHOR.affiliation, orcid: CO_AUTHOR.orcid },
    });
    for (const n of [1, 2, 3]) await db.articleVersion.create({ data: { articleId: article.id, n, snapshot: snapshot(n) } });
    const assign = (userId: string, round: number, status: string) =>
      db.reviewAssignment.create({
        data: { articleId: article.id, userId, title: article.title, round, status, dueAt: new Date(Date.now() + 864e5), tokenSalt: "s" },
      });
    // a reviewed round 1, skipped round 2 (declined), and reviews round 3; b is new in round 3
    const first = await assign(a.id, 1, "submitted");
    await assign(a.id, 2, "declined");
    const third = await assign(a.id, 3, "accepted");
    const fresh = await assign(b.id, 3, "invited");

    expect((await getAssignment({ id: first.id, actor: a })).manuscript!.changes).toBeNull();

    const mine = await getAssignment({ id: third.id, actor: a });
    const changes = mine.manuscript!.changes!;
    expect(changes).toMatchObject({ since: 1, reviewed: true });
    const words = (f: keyof typeof changes.text, change: string) =>
      changes.text[f]
        .filter((p) => p.change === change)
        .map((p) => p.text.trim())
        .join(" ");
    expect(words("title_ar", "removed")).toBe("عن بعد");
    expect(words("title_ar", "added")).toBe("المدمج");
    expect(words("abstract_ar", "removed")).toBe("أول");
    expect(words("abstract_ar", "added")).toBe("منقح بعد التحكيم");
    expect(words("body", "removed")).toBe("ثلاث");
    expect(words("body", "added")).toBe("أربع");
    expect(changes.text.title_en).toEqual([{ text: "Distance learning", change: "same" }]);

    // a reviewer new to the article reads the changes since the round before
    expect((await getAssignment({ id: fresh.id, actor: b })).manuscript!.changes).toMatchObject({ since: 2, reviewed: false });

    // the whole answer, double-anonymous: no name, handle, affiliation or ORCID of any author
    const json = JSON.stringify(mine);
    for (const s of [AUTHOR.name, AUTHOR.handle, AUTHOR.affiliation, AUTHOR.orcid, CO_AUTHOR.name, CO_AUTHOR.affiliation, CO_AUTHOR.orcid, author.email])
      expect(json).not.toContain(s);

    // another member reads nothing; an editor reads the same changes
    await expect(getAssignment({ id: third.id, actor: b })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await getAssignment({ id: third.id, actor: editor })).manuscript!.changes).toEqual(changes);
  }, 30_000);
});
