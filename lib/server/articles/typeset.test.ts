import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// A real database (test/database.ts), with every migration applied; files under a scratch folder.
vi.mock("@/lib/db", () => import("@/test/database"));
const uploads = mkdtempSync(path.join(tmpdir(), "manara-pdf-"));
process.env.UPLOAD_DIR = uploads;

const { db, closeDatabase } = await import("@/test/database");
const { escapeMarkup, htmlToTypst, latexToTypstMath, textToTypst } = await import("@/lib/articles/typst");
const { compileTypst, runPdfWorker, typesetOne } = await import("./typeset");
const { markPdfDue } = await import("./pdf-due");

afterAll(closeDatabase);

const PREAMBLE = `#let latin-fonts = ("Noto Serif", "Amiri")\n#set text(font: ("Amiri", "Noto Serif"), lang: "ar", dir: rtl, fallback: false)\n`;

/** The text pdftotext reads from a compiled document, without the bidi marks it adds. */
function textOfPdf(bytes: Buffer): string {
  const file = path.join(uploads, `t-${Math.random().toString(16).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
}

describe("article HTML as Typst markup", { timeout: 60_000 }, () => {
  it("escapes every character that Typst markup would read as syntax", () => {
    const hostile = `#read("/etc/passwd") $x$ *b* _i_ = h <l> @ref [a] {c} \\ // c /* d */ - item + 1. \` ~ '"`;
    const out = htmlToTypst(`<p>${hostile.replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`);
    expect(out).not.toMatch(/(^|[^\\])#read/);
    const text = textOfPdf(compileTypst(PREAMBLE + out));
    expect(text).toContain(`#read("/etc/passwd")`);
    expect(text).toContain("*b* _i_ = h <l> @ref [a] {c}");
    expect(text).toContain("// c /* d */ - item + 1.");
    // a text of `$…$` is a formula, typeset (as on the page)
    expect(escapeMarkup("a#b")).toBe("a\\#b");
  });

  it("keeps Arabic paragraphs right to left and sets an English paragraph left to right, in its fonts", () => {
    const out = htmlToTypst('<p dir="auto">نص عربي فيه كلمة English داخله</p><p dir="auto">An English paragraph.</p>');
    expect(out).toContain('#set text(dir: ltr, lang: "en", font: latin-fonts)');
    expect(out.split("#block")[0]).toContain("نص عربي");
    const text = textOfPdf(compileTypst(PREAMBLE + out));
    expect(text).toContain("نص عربي فيه كلمة");
    expect(text).toContain("An English paragraph.");
  });

  it("typesets valid LaTeX, shows a malformed or unsafe formula as its source", () => {
    expect(latexToTypstMath("\\frac{a}{b} + x^2")).toBe("a/b + x^2");
    expect(latexToTypstMath("\\frac{a")).toBeNull();
    // a \text that would close Typst's string and run code is never typeset
    expect(latexToTypstMath('\\text{a"#panic()}')).toBeNull();
    const out = htmlToTypst(
      '<p>المعادلة <span data-type="inline-math" data-latex="x^2 + y^2"></span> و <span data-type="inline-math" data-latex="\\frac{a"></span></p><div data-type="block-math" data-latex="\\sum_{i=1}^n i"></div>',
    );
    // an inline formula is one box: a line never breaks inside it
    expect(out).toContain("#box($x^2 + y^2$)");
    expect(out).toContain('#box(text(dir: ltr, "$\\\\frac{a$"))');
    expect(out).toContain("$ sum_(i = 1)^n i $");
    const text = textOfPdf(compileTypst(PREAMBLE + out));
    expect(text).toContain("$\\frac{a$");
    expect(textToTypst("قيمة $E=mc^2$ هنا")).toContain("$E = m c^2$");
  });

  it("makes tables with their header, spans and cells, and lists", () => {
    const out = htmlToTypst(
      '<table><tbody><tr><th>العمود</th><th>Value</th></tr><tr><td colspan="2">خلية ممتدة</td></tr><tr><td>أ</td><td>1</td></tr></tbody></table><ol start="3"><li><p>ثالث</p></li><li><p>رابع</p></li></ol><ul><li><p>نقطة</p></li></ul>',
    );
    expect(out).toContain("#table(columns: 2");
    expect(out).toContain("table.header(");
    expect(out).toContain("table.cell(colspan: 2, ");
    expect(out).toContain("#enum(start: 3, ");
    const text = textOfPdf(compileTypst(PREAMBLE + out));
    for (const word of ["العمود", "Value", "خلية ممتدة", "ثالث", "رابع", "نقطة"]) expect(text).toContain(word);
  });
});

describe("the typeset PDF's job", { timeout: 60_000 }, () => {
  async function publishedArticle(title = "بحث في المعادلات") {
    const a = await db.article.create({
      data: {
        title,
        titleEn: "A study of equations",
        authorName: "باحثة",
        abstractAr: "ملخص عربي",
        status: "published",
        publishedAt: new Date(),
        body: '<p dir="auto">نص البحث <span data-type="inline-math" data-latex="a^2"></span></p>',
        references: { create: [{ position: 0, text: "مرجع أول، 2020." }] },
      },
    });
    await db.$transaction((tx) => markPdfDue(tx, a.id));
    return a;
  }

  it("is claimed by one worker only: a second claim of the same due row finds it busy", async () => {
    const a = await publishedArticle();
    const [first, second] = await Promise.all([typesetOne(a.id), typesetOne(a.id)]);
    expect([first, second].sort()).toEqual(["busy", "made"]);
    const job = await db.articlePdf.findUniqueOrThrow({ where: { articleId: a.id } });
    expect(job.dueAt).toBeNull();
    expect(job.path).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    const text = textOfPdf(readFileSync(path.join(uploads, job.path!.slice("/uploads/".length))));
    expect(text).toContain("بحث في المعادلات");
    expect(text).toContain("مرجع أول");
  });

  it("cites the article in its footer in Arabic conventions: the Arabic comma, مج. and مقال, no English term", async () => {
    const a = await publishedArticle("أثر الري بالتنقيط");
    const year = new Date().getFullYear();
    await db.article.update({ where: { id: a.id }, data: { volume: year, articleNumber: 900_000 + a.id } });
    expect(await typesetOne(a.id)).toBe("made");
    const { path: stored } = await db.articlePdf.findUniqueOrThrow({ where: { articleId: a.id } });
    const footer = execFileSync("pdftotext", ["-enc", "UTF-8", "-y", "760", "-H", "90", "-W", "600", "-x", "0", path.join(uploads, stored!.slice(9)), "-"], {
      encoding: "utf8",
    }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
    expect(footer).toContain("أثر الري بالتنقيط");
    // (pdftotext moves the punctuation around a cropped right-to-left line: the words and commas are checked)
    expect(footer).toMatch(/منارة\s*،\s*مج/);
    expect(footer).toContain("مقال");
    expect(footer).not.toMatch(/Article|Vol\./);
  });

  it("leaves a row another worker holds, and takes it once the claim lapses", async () => {
    const a = await publishedArticle();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    await db.articlePdf.update({ where: { articleId: a.id }, data: { claimedUntil: later } });
    expect((await runPdfWorker()).made).not.toContain(a.id);
    expect((await runPdfWorker({ now: new Date(later.getTime() + 1000) })).made).toContain(a.id);
  });

  it("is due again after a change, and the new file replaces the old one", async () => {
    const a = await publishedArticle();
    await typesetOne(a.id);
    const first = (await db.articlePdf.findUniqueOrThrow({ where: { articleId: a.id } })).path!;
    await db.article.update({ where: { id: a.id }, data: { status: "retracted", retractedAt: new Date(), retractionNote: "خطأ في البيانات" } });
    await db.$transaction((tx) => markPdfDue(tx, a.id));
    expect(await typesetOne(a.id)).toBe("made");
    const second = (await db.articlePdf.findUniqueOrThrow({ where: { articleId: a.id } })).path!;
    expect(second).not.toBe(first);
    expect(readFileSync(path.join(uploads, second.slice(9))).length).toBeGreaterThan(1000);
    expect(() => readFileSync(path.join(uploads, first.slice(9)))).toThrow();
    const page1 = execFileSync("pdftotext", ["-l", "1", "-enc", "UTF-8", path.join(uploads, second.slice(9)), "-"], { encoding: "utf8" });
    expect(page1).toContain("خطأ في البيانات");
  });
});
