import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { apiClient as client, createUser, expect, test } from "../fixtures";
import { pdfText } from "../pdf";
import { publishArticle, retractArticle, submitDraft } from "../seed/articles";

// The typeset PDF of a published article (the version of record), read back with poppler: its text
// in logical order, its references, its fonts embedded and all of them the project's own; a
// retracted article's PDF says so on its first page.

const dir = mkdtempSync(path.join(tmpdir(), "manara-article-pdf-"));
let n = 0;

/** The PDF at pdf.php; a 503 (another instance typesetting it) is asked again. */
async function typesetPdf(api: APIRequestContext, id: number) {
  let body: Buffer = Buffer.alloc(0);
  let headers: Record<string, string> = {};
  await expect
    .poll(
      async () => {
        const res = await api.get(`/backend/api/articles/pdf.php?id=${id}`);
        if (res.status() === 503) expect(res.headers()["retry-after"]).toBeTruthy();
        if (res.status() === 200) [body, headers] = [await res.body(), res.headers()];
        return res.status();
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  const file = path.join(dir, `a-${n++}.pdf`);
  writeFileSync(file, body);
  return { file, headers, body };
}

test("a published Arabic article's typeset PDF: its title in logical order, math, a table, its references, embedded project fonts; a retraction on page 1", async ({
  playwright,
}) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const title = `أثر المعادلات التفاضلية في النمذجة ${Math.random().toString(36).slice(2, 7)}`;
  const body =
    '<h2 dir="auto">المقدمة</h2><p dir="auto">نعرّف الطاقة <span data-type="inline-math" data-latex="E = mc^2"></span> كما يلي.</p>' +
    '<div data-type="block-math" data-latex="\\int_0^1 x^2 \\, dx = \\frac{1}{3}"></div>' +
    "<table><tbody><tr><th>النموذج</th><th>Accuracy</th></tr><tr><td>الأول</td><td>0.91</td></tr></tbody></table>";
  const article = await publishArticle(author, editor, {
    title,
    keywords: ["نمذجة"],
    fields: {
      title_en: "Differential Equations in Modelling",
      body,
      references: JSON.stringify(["العلي، محمد (2021). المعادلات التفاضلية. القاهرة.", "Smith, J. (2020). Modelling with ODEs. Oxford."]),
    },
  });

  const { file, headers, body: bytes } = await typesetPdf(author, article.id);
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toMatch(/inline; filename="?manara-\d{4}-\d+\.pdf/);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(file);
  // the Arabic title as it was written, letter by letter (extraction keeps logical order)
  expect(text).toContain(title);
  expect(text).toContain("Differential Equations in Modelling");
  expect(text).toContain("المقدمة");
  expect(text).toContain("النموذج");
  expect(text).toContain("Accuracy");
  // the references (pdftotext's own reordering moves digits and brackets in an Arabic line: its words are checked)
  expect(text).toContain("العلي");
  expect(text).toContain("المعادلات التفاضلية");
  expect(text).toContain("Smith, J. (2020). Modelling with ODEs. Oxford.");
  expect(text).toContain("0000-0002-1825-0097");
  expect(text).toContain("10.5555/manara.public");
  // every font is embedded, and they are the ones the project ships (and the compiler's math font)
  const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
  expect(fonts.length).toBeGreaterThan(1);
  for (const line of fonts) {
    expect(line).toMatch(/\byes\s+yes\s+yes\b/);
    expect(line).toMatch(/\+(Amiri|NotoSerif|NewCMMath)-/);
  }
  expect(fonts.some((l) => l.includes("NewCMMath"))).toBe(true);

  // the page's citation tags point to it (there is no author PDF)
  const html = await (await author.get(`/article/${article.postId}`)).text();
  expect(html).toContain(`<meta name="citation_pdf_url" content="`);
  expect(html).toMatch(new RegExp(`<meta name="citation_pdf_url" content="[^"]*/backend/api/articles/pdf\\.php\\?id=${article.id}"`));

  // a draft has none, for its own author too; a bad id is refused
  const draft = await submitDraft(author, { title: "مسودة بلا نسخة منضدة", keywords: [] });
  expect((await author.get(`/backend/api/articles/pdf.php?id=${draft.id}`)).status()).toBe(404);
  expect((await author.get("/backend/api/articles/pdf.php?id=abc")).status()).toBe(400);

  // retracted: made again, with the notice and the editor's note on its first page
  // (no diacritics in what is compared: pdftotext may order a letter's marks differently)
  const note = "تبين خطأ في البيانات المستخدمة في التجربة";
  await retractArticle(editor, article.id, note);
  const retracted = await typesetPdf(author, article.id);
  const page1 = pdfText(retracted.file, ["-f", "1", "-l", "1"]);
  expect(page1).toContain("هذا المقال");
  expect(page1).toContain(note);
  expect(page1).toContain(title);
});
