import "server-only";
import { PDF_MAX_FAILURES as MAX_FAILURES } from "@/lib/server/articles/pdf-due";
import { readFileSync } from "node:fs";
import path from "node:path";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import { createTranslator } from "next-intl";
import { formatsOf } from "@/lib/i18n/dates";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/session";
import { getArticle } from "@/lib/server/articles/articles";
import { env } from "@/lib/env";
import { LICENSE_KEYS, LICENSE_URLS, toLicense } from "@/lib/articles/licenses";
import { directionOf, escapeMarkup, htmlToTypst, textToTypst, typstString, type TypstOptions } from "@/lib/articles/typst";
import { keyOf, openStored, saveUpload } from "@/lib/files/storage";
import { dateFormatter } from "@/lib/i18n/dates";
import { logger } from "@/lib/logger";
import { articleCsl, formattedCitation } from "@/lib/server/articles/citations";
import { ARTICLE_DETAIL_INCLUDE, toArticleDetailJson } from "@/lib/server/articles/serialize";
import { articleUrl } from "@/lib/server/feeds";
import { journal } from "@/lib/server/journal";
import { releaseUploads } from "@/lib/server/uploads";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

// The typeset PDF of a published article, the version of record, made by Typst off the request
// path. Publishing, an editor's correction and a retraction mark it due (ArticlePdf.dueAt); the
// worker claims a due row by moving `claimedUntil` guarded by its old value (with several app
// instances on one database only one typesets it; a crashed worker's claim lapses), typesets the
// article as it now is, keeps the file in the file service and clears `dueAt` only if nothing
// made it due again meanwhile. The fonts are the project's own (Amiri and Noto Serif,
// from npm, SIL Open Font License), named in the document with no fallback, so no font of the
// host is ever used; formulas use New Computer Modern Math, which the compiler package carries.

/** A claim lapses after this long (a worker that died mid-way leaves the job to the next run). */
const CLAIM_MS = 5 * 60 * 1000;
const CHECK_EVERY_MS = 30 * 1000;
const BATCH = 20;
const PDF_MAX_BYTES = 60 * 1024 * 1024;

const FONT_FILES = [
  "@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf",
  "@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf",
  "@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf",
  "@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf",
  "@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf",
  "@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf",
];

let compiler: NodeCompiler | undefined;
/** One compiler for the process, given the project's font files (read from its installed packages). */
function typst(): NodeCompiler {
  if (!compiler) {
    const fontBlobs = FONT_FILES.map((f) => readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules", f)));
    compiler = NodeCompiler.create({ workspace: "/nonexistent-typst-workspace", fontArgs: [{ fontBlobs }] });
  }
  return compiler;
}

/** The Typst source compiled: the PDF's bytes. Images are the compiler's in-memory files for this run only. */
export function compileTypst(source: string, images: Map<string, Buffer> = new Map()): Buffer {
  const c = typst();
  try {
    for (const [file, bytes] of images) c.mapShadow(file, bytes);
    return c.pdf({ mainFileContent: source }, { creationTimestamp: 0 });
  } finally {
    c.resetShadow();
    c.evictCache(10);
  }
}

const labels = {
  ar: createTranslator({ locale: "ar", formats: formatsOf(), messages: ar, namespace: "ArticlePdf" }),
  en: createTranslator({ locale: "en", formats: formatsOf(), messages: en, namespace: "ArticlePdf" }),
};
const retraction = createTranslator({ locale: "ar", formats: formatsOf(), messages: ar, namespace: "Retraction" });
const licenseLabel = createTranslator({ locale: "ar", formats: formatsOf(), messages: ar, namespace: "ArticlePublication.licenses" });

const PREAMBLE = `#let latin-fonts = ("Noto Serif", "Amiri")
#let arabic-fonts = ("Amiri", "Noto Serif")
#set text(font: arabic-fonts, size: 10.5pt, lang: "ar", dir: rtl, fallback: false)
#set par(justify: true, leading: 0.75em, spacing: 1.1em)
#show math.equation: set text(font: "New Computer Modern Math", fallback: false)
#show raw: set text(font: latin-fonts, size: 0.9em)
#show heading: set text(size: 12pt, weight: "bold")
#show heading: set block(above: 1.3em, below: 0.7em)
#show link: set text(fill: rgb("#1d4ed8"))
`;

type Article = ReturnType<typeof toArticleDetailJson> & { retracted: boolean };

const ltr = (markup: string, size = "") => `#text(dir: ltr, lang: "en", font: latin-fonts${size ? `, size: ${size}` : ""})[${markup}]`;

/** The whole Typst document of an article. */
export function articleTypst(
  a: Article,
  { citation, url, math = true, imagePath }: { citation: string; url: string | null; math?: boolean } & Pick<TypstOptions, "imagePath">,
) {
  const t = labels.ar;
  const o: TypstOptions = { typesetMath: math, imagePath };
  const j = journal();
  const date = dateFormatter({ locale: "ar", timeZone: env().APP_TIME_ZONE }).long;
  const out: string[] = [PREAMBLE];
  const authors = a.authors.map((x) => x.name);
  out.push(`#set document(title: ${typstString(a.title_ar)}, author: (${authors.map(typstString).join(", ")}${authors.length === 1 ? "," : ""}))`);
  out.push(`#set page(paper: "a4", margin: (x: 2cm, top: 2cm, bottom: 2.6cm), footer: context [
  #set text(size: 7.5pt, fill: luma(70))
  #line(length: 100%, stroke: 0.4pt + luma(170))
  #grid(columns: (1fr, auto), column-gutter: 12pt, [${escapeMarkup(citation)}], [#text(dir: ltr)[#counter(page).display("1 / 1", both: true)]])
])`);
  if (a.retracted) {
    const when = a.retracted_at ? retraction("retractedOn", { date: date(a.retracted_at) }) : "";
    out.push(`#block(width: 100%, inset: 10pt, stroke: 1.5pt + rgb("#b91c1c"), fill: rgb("#fef2f2"), radius: 3pt)[
  #text(size: 13pt, weight: "bold", fill: rgb("#b91c1c"))[${escapeMarkup(retraction("banner"))}] #h(1fr) ${escapeMarkup(when)}

  #strong[${escapeMarkup(retraction("note"))}:] ${escapeMarkup(a.retraction_note ?? "")}

  #text(size: 9pt)[${escapeMarkup(retraction("explanation"))}]
]`);
  }
  const place = [
    a.volume !== null ? t("volume", { volume: a.volume }) : null,
    a.article_number !== null ? t("articleNumber", { number: a.article_number }) : null,
  ].filter(Boolean);
  const placeEn = [
    a.volume !== null ? labels.en("volume", { volume: a.volume }) : null,
    a.article_number !== null ? labels.en("articleNumber", { number: a.article_number }) : null,
    j.issn ? `ISSN ${j.issn}` : null,
  ].filter(Boolean);
  out.push(`#grid(columns: (1fr, 1fr), align: (start, end),
  [#text(weight: "bold")[${escapeMarkup(j.title)}] \\ #text(size: 9pt)[${escapeMarkup(place.join(" · "))}]],
  [${ltr(`#text(weight: "bold")[${escapeMarkup(j.titleEn)}] \\ #text(size: 8.5pt)[${escapeMarkup(placeEn.join(" · "))}]`, "9.5pt")}],
)
#line(length: 100%, stroke: 0.8pt)
#v(0.6em)`);
  // titles set ragged: a justified title line opens wide gaps between its words
  out.push(`#align(center)[#set par(justify: false)\n#text(size: 19pt, weight: "bold")[${textToTypst(a.title_ar, o)}]]`);
  if (a.title_en) out.push(`#align(center)[#set par(justify: false)\n${ltr(textToTypst(a.title_en, o), "14pt")}]`);
  // each author on a line of their own, the affiliation and ORCID iD in smaller type beneath
  const authorLines = a.authors.map((x) => {
    const details = [
      x.affiliation ? escapeMarkup(x.affiliation) : null,
      x.orcid ? `#box[${ltr(`ORCID #link(${typstString(`https://orcid.org/${x.orcid}`)})[${escapeMarkup(x.orcid)}]`)}]` : null,
    ].filter(Boolean);
    return `#block(spacing: 0.5em)[#text(weight: "bold", size: 11.5pt)[${escapeMarkup(x.name)}]${details.length ? ` \\ #text(size: 8.5pt, fill: luma(60))[${details.join(" · ")}]` : ""}]`;
  });
  out.push(`#v(0.4em)\n#align(center)[${authorLines.join("\n")}]`);
  const license = toLicense(a.license);
  const meta: [string, string][] = [];
  if (a.submitted_at) meta.push([t("received"), escapeMarkup(date(a.submitted_at))]);
  if (a.published_at) meta.push([t("published"), escapeMarkup(date(a.published_at))]);
  if (a.doi) meta.push(["DOI", `#box[${ltr(`#link(${typstString(`https://doi.org/${a.doi}`)})[${escapeMarkup(a.doi)}]`)}]`]);
  if (license) {
    const label = escapeMarkup(licenseLabel(LICENSE_KEYS[license]));
    const link = LICENSE_URLS[license];
    meta.push([t("license"), link ? `#link(${typstString(link)})[${label}]` : label]);
  }
  if (url) meta.push([t("url"), `#box[${ltr(`#link(${typstString(url)})[${escapeMarkup(url)}]`)}]`]);
  out.push(`#v(0.4em)
#align(center, text(size: 9pt)[${meta.map(([k, v]) => `${escapeMarkup(k)}: ${v}`).join(" #h(0.6em)|#h(0.6em) ")}])
#v(0.4em)`);
  const keywords = a.keywords.length ? `\n\n#strong[${escapeMarkup(t("keywords"))}:] ${escapeMarkup(a.keywords.join("، "))}` : "";
  out.push(`#block(width: 100%, inset: 10pt, fill: luma(246), radius: 3pt)[
#text(weight: "bold")[${escapeMarkup(t("abstract"))}]

${textToTypst(a.abstract_ar, o)}${keywords}
]`);
  if (a.abstract_en) {
    out.push(`#block(width: 100%, inset: 10pt, fill: luma(246), radius: 3pt)[#set text(dir: ltr, lang: "en", font: latin-fonts)
#text(weight: "bold")[${escapeMarkup(labels.en("abstract"))}]

${textToTypst(a.abstract_en, o)}
]`);
  }
  out.push(`#v(0.6em)\n${htmlToTypst(a.body, o)}`);
  if (a.references.length) {
    out.push(`#heading(level: 1)[${escapeMarkup(t("references"))}]
#set text(size: 9.5pt)
#enum(numbering: "[1]", ${a.references.map((r) => `[${directionOf(r) === "ltr" ? ltr(textToTypst(r, o)) : textToTypst(r, o)}]`).join(", ")})`);
  }
  return out.join("\n\n");
}

/** Reads the article and typesets it: the PDF's bytes. A formula whose translation does not compile is shown as its source. */
export async function typesetArticle(articleId: number): Promise<Buffer> {
  const row = await db.article.findUniqueOrThrow({ where: { id: articleId }, include: ARTICLE_DETAIL_INCLUDE });
  const article: Article = { ...toArticleDetailJson(row, { withReviews: false }), retracted: row.status === "retracted" };
  const url = row.pageId ? articleUrl(row.pageId) : null;
  // the document is Arabic, so is its citation: APA in Arabic conventions (the Arabic comma, مج. and
  // مقال), each name and title isolated as the page's Cite panel does, so a Latin name keeps its place
  const cited = formattedCitation(articleCsl(article, { url, site: ar.Common.appName, journal: journal() }), "apa", "ar");
  const citation = cited.parts.map((p) => (p.isolate ? `\u2068${p.text}\u2069` : p.text)).join("");
  const images = new Map<string, Buffer>();
  for (const src of article.body.match(/<img [^>]*src="([^"]+)"/g) ?? []) {
    const key = keyOf(/src="([^"]+)"/.exec(src)?.[1]);
    if (!key || images.has(`/images/${key}`)) continue;
    const file = await openStored(key);
    const stream = file ? await file.read() : null;
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    images.set(`/images/${key}`, Buffer.concat(chunks));
  }
  const imagePath = (src: string) => {
    const key = keyOf(src);
    return key && images.has(`/images/${key}`) ? `/images/${key}` : null;
  };
  try {
    return compileTypst(articleTypst(article, { citation, url, imagePath }), images);
  } catch (e) {
    logger().warn({ err: e, articleId }, "typeset PDF: retrying with formulas as their source");
    return compileTypst(articleTypst(article, { citation, url, imagePath, math: false }), images);
  }
}

type Outcome = "made" | "busy" | "failed" | "gone";

/** Claims the article's due PDF and makes it. "busy": another worker holds it, or nothing is due. */
export async function typesetOne(articleId: number, now = new Date()): Promise<Outcome> {
  const job = await db.articlePdf.findUnique({ where: { articleId } });
  if (!job?.dueAt || (job.claimedUntil && job.claimedUntil >= now)) return "busy";
  // the claim: only the worker that still sees the row as it was read moves it
  const { count } = await db.articlePdf.updateMany({
    where: { articleId, dueAt: job.dueAt, claimedUntil: job.claimedUntil },
    data: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
  });
  if (count === 0) return "busy";
  const article = await db.article.findUnique({ where: { id: articleId }, select: { status: true } });
  if (!article || (article.status !== "published" && article.status !== "retracted")) {
    await db.articlePdf.updateMany({ where: { articleId, dueAt: job.dueAt }, data: { dueAt: null, claimedUntil: null } });
    return "gone";
  }
  try {
    const bytes = await typesetArticle(articleId);
    const stored = await saveUpload({
      file: new File([new Uint8Array(bytes)], `article-${articleId}.pdf`, { type: "application/pdf" }),
      allowed: ["pdf"],
      maxBytes: PDF_MAX_BYTES,
    });
    // the new file replaces the old one; it is done unless the article changed meanwhile
    const before = await db.articlePdf.findUnique({ where: { articleId }, select: { path: true } });
    await db.articlePdf.update({ where: { articleId }, data: { path: stored.path, madeAt: new Date(), claimedUntil: null, failures: 0, lastError: null } });
    await db.articlePdf.updateMany({ where: { articleId, dueAt: job.dueAt }, data: { dueAt: null } });
    if (before?.path && before.path !== stored.path) await releaseUploads([before.path]);
    return "made";
  } catch (e) {
    logger().error({ err: e, articleId }, "typeset PDF failed");
    await db.articlePdf.update({
      where: { articleId },
      data: { claimedUntil: null, failures: { increment: 1 }, lastError: String(e instanceof Error ? e.message : e).slice(0, 500) },
    });
    return "failed";
  }
}

/** One run of the worker: every due PDF not claimed by another worker (the tests call it). */
export async function runPdfWorker({ now = new Date() }: { now?: Date } = {}) {
  const due = await db.articlePdf.findMany({
    where: { dueAt: { not: null }, failures: { lt: MAX_FAILURES }, OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] },
    select: { articleId: true },
    orderBy: { dueAt: "asc" },
    take: BATCH,
  });
  const made: number[] = [];
  for (const { articleId } of due) if ((await typesetOne(articleId, now)) === "made") made.push(articleId);
  return { made };
}

/**
 * pdf.php: the stored PDF to serve for a readable published (or retracted) article. When it is due
 * (never made, or made before the last change) it is typeset now, once; while another worker holds
 * it the answer is `busy` (503 with Retry-After). After repeated failures the last PDF made, if
 * any, is served.
 */
async function articlePdfFile(article: { id: number; status: string }): Promise<{ path: string } | "busy" | null> {
  if (article.status !== "published" && article.status !== "retracted") return null;
  let job = await db.articlePdf.findUnique({ where: { articleId: article.id } });
  if (!job) {
    await db.articlePdf.upsert({ where: { articleId: article.id }, create: { articleId: article.id, dueAt: new Date() }, update: {} });
    job = await db.articlePdf.findUnique({ where: { articleId: article.id } });
  }
  if (job?.dueAt && job.failures < MAX_FAILURES) {
    if ((await typesetOne(article.id)) === "busy") return "busy";
    job = await db.articlePdf.findUnique({ where: { articleId: article.id } });
  }
  return job?.path ? { path: job.path } : "busy";
}

let running: ReturnType<typeof setInterval> | undefined;

/** Makes the due PDFs every half minute while the server runs; the timer does not keep the process alive. */
export function startPdfWorker({ everyMs = CHECK_EVERY_MS } = {}) {
  if (running) return;
  let busy = false;
  running = setInterval(() => {
    if (busy) return;
    busy = true;
    void runPdfWorker()
      .then(({ made }) => made.length && logger().info({ made: made.length }, "typeset PDFs"))
      .catch((err) => logger().error({ err }, "typeset PDF run failed"))
      .finally(() => (busy = false));
  }, everyMs);
  running.unref();
}

/**
 * pdf.php: the typeset PDF of an article whoever asks may read (as get.php decides) once it is
 * published or retracted; 404 before that; 503 with Retry-After while another worker typesets it.
 */
export async function typesetPdfOf({ id, actor }: { id: number; actor: Actor | null }) {
  const article = await getArticle({ id, actor });
  const file = await articlePdfFile(article);
  if (file === null) throw new AppError("NOT_FOUND", "This article has no typeset PDF until it is published");
  if (file === "busy") throw new AppError("BUSY", "The PDF is being typeset", { retryAfter: 10, reason: "PDF_BEING_TYPESET" });
  const name =
    article.volume !== null && article.article_number !== null ? `manara-${article.volume}-${article.article_number}.pdf` : `manara-article-${id}.pdf`;
  return { key: file.path, name };
}
