import { BadgeCheck, Download, FileText, Quote } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { directionOf } from "@/lib/i18n/config";
import { inReadingOrder } from "@/lib/i18n/reading-order";
import type { Journal } from "@/lib/articles/journal";
import { MathText } from "@/components/math/math-text";
import { LICENSE_KEYS, LICENSE_URLS } from "@/lib/articles/licenses";
import { doiUrl } from "@/lib/articles/rules";
import {
  ARTICLES_API,
  ARTICLE_PDF_ENDPOINT,
  CITATION_FORMATS,
  CITATION_TEXT_FORMATS,
  type ArticleDetailJson,
  type CitationTextFormat,
  type FormattedCitation,
} from "@/lib/articles/types";
import { CitationText } from "@/components/articles/citation-text";
import { CopyCitationButton } from "@/components/articles/copy-citation-button";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { orcidUrl } from "@/lib/researchers/types";
import { ResearcherLink } from "@/components/people/researcher-link";

/** The dates an article shows, when it has them: the label's message key and the field. */
const DATES = [
  ["submitted", "submitted_at"],
  ["published", "published_at"],
] as const;

/**
 * What a reviewed article adds to its page: abstracts, authors, licence, DOI, PDF, dates, references
 * and its Cite panel (the references written out, each to copy, and the files to download).
 * `citations` are the written-out references (none when the page has no scholarly description).
 * `handleOf` gives a member author's handle (none for a free-text name, or a
 * removed or hidden member): their name links to their researcher page.
 */
export async function ArticlePublication({
  article,
  journal: j,
  handleOf,
  citations,
}: {
  article: ArticleDetailJson;
  /** the journal it appears in */
  journal: Journal;
  handleOf: (userId: string | null) => string | null;
  citations?: Record<CitationTextFormat, FormattedCitation>;
}) {
  const [t, tPdf, format, locale] = await Promise.all([getTranslations("ArticlePublication"), getTranslations("ArticlePdf"), getDateFormatter(), getLocale()]);
  // the abstract in the reader's interface language leads where the article has it; the other
  // language's title and abstract follow, open (and printed) rather than folded away
  const [abstract] = inReadingOrder(article.abstract_ar, article.abstract_en, locale);
  const other =
    abstract.lang === "ar"
      ? { lang: "en" as const, title: article.title_en, abstract: article.abstract_en, label: t("english") }
      : { lang: "ar" as const, title: article.title_ar, abstract: article.abstract_ar, label: t("arabic") };
  const licenseUrl = LICENSE_URLS[article.license];
  const citeUrl = (f: string) => `${ARTICLES_API}/cite.php?id=${article.id}&format=${f}`;
  const corrections = article.versions.filter((v) => v.kind === "correction");
  return (
    <section className="grid gap-5 rounded-2xl border p-5" aria-label={t("label")} data-testid="article-publication">
      {corrections.length > 0 && (
        // corrections are published as journals publish them: each with its date and what it changed
        <div className="grid gap-2 rounded-lg border p-3" data-testid="article-corrections">
          <h2 className="font-semibold">{t("corrections")}</h2>
          <ul className="grid gap-1 text-sm">
            {corrections.map((v) => (
              <li key={v.n}>
                <strong>{t("correctedOn", { date: format.long(v.created_at) })}</strong>
                {v.note && (
                  <>
                    {": "}
                    <span dir="auto">{v.note}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-2">
        <h2 className="text-lg font-semibold">{t("abstract")}</h2>
        <div data-testid="article-abstract">
          <MathText text={abstract.text} lang={abstract.lang} className="leading-relaxed" />
        </div>
        {(other.title || other.abstract) && (
          <section lang={other.lang} dir={directionOf(other.lang)} className="mt-2 grid gap-2 rounded-lg bg-muted/50 p-3" data-testid="article-other-language">
            <h3 className="font-medium" lang={locale} dir={directionOf(locale)}>
              {other.label}
            </h3>
            {other.title && <p className="font-semibold">{other.title}</p>}
            {other.abstract && <MathText text={other.abstract} dir={directionOf(other.lang)} className="leading-relaxed" />}
          </section>
        )}
      </div>
      <div className="grid gap-2">
        <h2 className="text-lg font-semibold">{t("authors")}</h2>
        <ol className="grid gap-1">
          {article.authors.map((a, i) => (
            <li key={i} className="flex flex-wrap items-center gap-x-2">
              <ResearcherLink name={a.name} handle={handleOf(a.user_id)} className="font-medium text-primary underline underline-offset-4 hover:no-underline" />
              {a.affiliation && (
                <span className="text-sm text-muted-foreground" dir="auto">
                  {a.affiliation}
                </span>
              )}
              {a.orcid && (
                <a href={orcidUrl(a.orcid)} className="text-sm underline" dir="ltr" rel="noopener noreferrer" target="_blank">
                  ORCID {a.orcid}
                </a>
              )}
            </li>
          ))}
        </ol>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <Fact label={t("journal")}>
          <span data-testid="article-journal">
            <span dir="auto">{locale === "ar" ? j.title : j.titleEn}</span>
            {article.volume && article.article_number && <>{t("issue", { volume: article.volume, number: article.article_number })}</>}
          </span>
        </Fact>
        {j.issn && (
          <Fact label={t("issn")}>
            <span dir="ltr">{j.issn}</span>
          </Fact>
        )}
        <Fact label={t("license")}>
          <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground">
            <BadgeCheck className="size-4" />
            {licenseUrl ? (
              <a href={licenseUrl} rel="license noopener noreferrer" target="_blank">
                {t(`licenses.${LICENSE_KEYS[article.license]}`)}
              </a>
            ) : (
              t(`licenses.${LICENSE_KEYS[article.license]}`)
            )}
          </span>
        </Fact>
        {article.doi && (
          <Fact label="DOI">
            <a href={doiUrl(article.doi)} className="underline" dir="ltr">
              {article.doi}
            </a>
          </Fact>
        )}
        {DATES.map(([key, at]) => {
          const iso = article[at];
          return (
            iso && (
              <Fact key={key} label={t(key)}>
                <time dateTime={iso}>{format.long(iso)}</time>
              </Fact>
            )
          );
        })}
        {article.versions.length > 0 && <Fact label={t("version")}>{t("versionOf", { n: article.versions.length })}</Fact>}
      </dl>
      <div className="flex flex-wrap gap-2 print:hidden">
        {(article.status === "published" || article.status === "retracted") && (
          // a download, as the link says (pdf.php itself answers inline, for readers who open its address)
          <a
            href={`${ARTICLE_PDF_ENDPOINT}?id=${article.id}`}
            download
            className="inline-flex w-fit items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium"
            data-testid="typeset-pdf"
          >
            <Download className="size-4" />
            {tPdf("download")}
          </a>
        )}
        {article.pdf_url && (
          <a href={article.pdf_url} download className="inline-flex w-fit items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium">
            <FileText className="size-4" />
            {t("pdf")}
          </a>
        )}
      </div>
      {article.references.length > 0 && (
        <div className="grid gap-2">
          <h2 className="text-lg font-semibold">{t("references")}</h2>
          <ol className="list-decimal grid gap-1 ps-6 text-sm">
            {article.references.map((r, i) => (
              <li key={i} dir="auto">
                {r}
              </li>
            ))}
          </ol>
        </div>
      )}
      <details className="group print:hidden" data-testid="cite-panel">
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium">
          <Quote className="size-4" />
          {t("cite")}
        </summary>
        <div className="mt-3 grid gap-3">
          {citations &&
            CITATION_TEXT_FORMATS.map((f) => (
              <figure key={f} className="grid gap-2 rounded-lg border p-3" data-testid={`citation-${f}`}>
                <figcaption className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{t(`formats.${f}`)}</span>
                  <CopyCitationButton
                    text={citations[f].text}
                    label={t("copy")}
                    name={t("copyStyle", { style: t(`formats.${f}`) })}
                    copied={t("copied")}
                    failed={t("copyFailed")}
                  />
                </figcaption>
                {/* a hanging indent, as a reference list sets it */}
                <CitationText as="p" citation={citations[f]} className="break-words ps-6 -indent-6 leading-relaxed" />
              </figure>
            ))}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("downloads")}</span>
            {CITATION_FORMATS.filter((f) => !(CITATION_TEXT_FORMATS as readonly string[]).includes(f)).map((f) => (
              <a key={f} href={citeUrl(f)} download className="inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 font-medium hover:bg-muted">
                <Download className="size-3.5" aria-hidden />
                {t(`formats.${f}`)}
              </a>
            ))}
          </div>
        </div>
      </details>
    </section>
  );
}

/** One row of the article's facts: its label, then its value. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
