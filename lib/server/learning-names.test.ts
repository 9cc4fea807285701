import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// The English names of the learning categories on a real database (test/database.ts, every
// migration applied): the names the site ships with are rows like any other, an admin's book or
// exam names a new category in English in the same save, and the lists read every name in one query.

const uploads = mkdtempSync(path.join(tmpdir(), "catnames-"));
process.env.UPLOAD_DIR = uploads;
vi.mock("@/lib/db", () => import("@/test/database"));
const { db, closeDatabase } = await import("@/test/database");
const { member, codeOf } = await import("@/test/domain-fixtures");
const { englishNames } = await import("@/lib/server/learning-names");
const { createBook, findBooks, updateBook } = await import("@/lib/server/library");
const { createExam, updateExam } = await import("@/lib/server/exams/manage");
const { findExams } = await import("@/lib/server/exams/members");
const { ZBookInput, ZBookListQuery, ZBookUpdate } = await import("@/lib/schemas/library");
const { ZExamInput, ZExamListQuery, ZExamUpdate } = await import("@/lib/schemas/exams");

afterAll(async () => {
  await closeDatabase();
  rmSync(uploads, { recursive: true, force: true });
});

/** A small real PDF: one empty page. */
const pdf = (name: string) =>
  new File(
    [
      `%PDF-1.4\n1 0 obj<< /Type /Catalog /Pages 2 0 R >>endobj\n2 0 obj<< /Type /Pages /Kids [3 0 R] /Count 1 >>endobj\n3 0 obj<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n`,
    ],
    `${name}.pdf`,
    { type: "application/pdf" },
  );
const unique = (word: string) => `${word} ${Math.random().toString(36).slice(2, 7)}`;
const book = (category: string, category_en?: string) =>
  ZBookInput.parse({ title: unique("كتاب"), type: "دليل", author: "د. سارة", subject: "الفيزياء", year: "2024", category, category_en });

describe("englishNames", () => {
  it("knows the names the site ships with, trims the Arabic, and leaves out what has none", async () => {
    expect(await englishNames(["الإحصاء", " كتاب ", "فئة لا اسم لها", ""])).toEqual({ الإحصاء: "Statistics", كتاب: "Book" });
    expect(await englishNames([])).toEqual({});
  });

  it("a page of the e-library reads its names in one query, whatever its length", async () => {
    const admin = await member("admin");
    for (const c of ["الإحصاء", "العلوم", unique("فئة")]) await createBook({ input: book(c), document: pdf("p"), cover: null, actor: admin });
    const spy = vi.spyOn(db.learningLabel, "findMany");
    const page = await findBooks({ query: ZBookListQuery.parse({}), actor: admin });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(page.books.length).toBeGreaterThanOrEqual(3);
    expect(page.names).toMatchObject({ الإحصاء: "Statistics", العلوم: "Sciences", دليل: "Guide" });
  });
});

describe("an admin names a new category in English as they save a book or an exam", () => {
  it("a book: the name is kept, the list and the book carry it, a later edit replaces it and an empty one leaves it", async () => {
    const admin = await member("admin");
    const category = unique("فلسفة العلوم");
    const created = await createBook({ input: book(category, "  Philosophy of science "), document: pdf("a"), cover: null, actor: admin });
    expect(created.category_en).toBe("Philosophy of science");
    const page = await findBooks({ query: ZBookListQuery.parse({ category }), actor: admin });
    expect(page.names).toMatchObject({ [category]: "Philosophy of science", دليل: "Guide" });
    expect(page.books.map((b) => b.category_en)).toEqual(["Philosophy of science"]);

    const renamed = await updateBook({
      input: ZBookUpdate.parse({ id: created.id, category_en: "Philosophy of Science" }),
      document: null,
      cover: null,
      actor: admin,
    });
    expect(renamed.category_en).toBe("Philosophy of Science");
    const kept = await updateBook({
      input: ZBookUpdate.parse({ id: created.id, title: "عنوان آخر", category_en: "" }),
      document: null,
      cover: null,
      actor: admin,
    });
    expect(kept.category_en).toBe("Philosophy of Science");
    expect(await db.learningLabel.findUnique({ where: { ar: category } })).toEqual({ ar: category, en: "Philosophy of Science" });
    // moved to a new category with the form's English name left as it was: the new category does
    // not take the old one's name; given a name of its own, it takes that
    const moved = unique("تاريخ العلوم");
    const left = await updateBook({
      input: ZBookUpdate.parse({ id: created.id, category: moved, category_en: "Philosophy of Science" }),
      document: null,
      cover: null,
      actor: admin,
    });
    expect(left.category_en).toBeNull();
    expect(await db.learningLabel.findUnique({ where: { ar: moved } })).toBeNull();
    const named = await updateBook({
      input: ZBookUpdate.parse({ id: created.id, category: unique("تاريخ العلوم"), category_en: "History of science" }),
      document: null,
      cover: null,
      actor: admin,
    });
    expect(named.category_en).toBe("History of science");
  });

  it("a category without an English name reads as written (null), and a member may not name one", async () => {
    const admin = await member("admin");
    const category = unique("علوم البحار");
    const created = await createBook({ input: book(category), document: pdf("b"), cover: null, actor: admin });
    expect(created.category_en).toBeNull();
    expect(await codeOf(createBook({ input: book(category, "Marine science"), document: pdf("c"), cover: null, actor: await member() }))).toBe("FORBIDDEN");
    expect(await db.learningLabel.findUnique({ where: { ar: category } })).toBeNull();
  });

  it("an exam: the same, and the exams' list names its categories", async () => {
    const admin = await member("admin");
    const category = unique("اختبارات القدرات");
    const input = ZExamInput.parse({ name: unique("اختبار"), description: "نموذج", difficulty: "Beginner", category, category_en: "Aptitude tests" });
    const created = await createExam({ input, file: pdf("e"), image: null, actor: admin });
    expect(created.category_en).toBe("Aptitude tests");
    const page = await findExams({ query: ZExamListQuery.parse({ category }), actor: admin });
    expect(page.names[category]).toBe("Aptitude tests");
    expect(page.exams.map((e) => e.category_en)).toEqual(["Aptitude tests"]);
    const edited = await updateExam({ input: ZExamUpdate.parse({ id: created.id, category_en: "Aptitude" }), file: null, image: null, actor: admin });
    expect(edited.category_en).toBe("Aptitude");
    expect(await codeOf(updateExam({ input: ZExamUpdate.parse({ id: created.id, category_en: "X" }), file: null, image: null, actor: await member() }))).toBe(
      "FORBIDDEN",
    );
    expect((await db.learningLabel.findUnique({ where: { ar: category } }))?.en).toBe("Aptitude");
  });

  it("the schema refuses an English name longer than the limit", () => {
    const long = ZBookInput.safeParse({ title: "t", type: "t", author: "a", subject: "s", year: "1", category: "c", category_en: "x".repeat(101) });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => i.path.join("."))).toEqual(["category_en"]);
  });
});
