import { BadgeCheck, Download, FileText, Quote } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { Journal } from "@/lib/articles/journal";
import { MathText } from "@/components/math/math-text";
import { LICENSE_KEYS, LICENSE_URLS } from "@/lib/articles/licenses";
import { doiUrl } from "@/lib/articles/rules";
import { ARTICLES_API, CITATION_FORMATS, type ArticleDetailJson } from "@/lib/articles/types";
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
 * and its citations. `handleOf` gives a member author's handle (none for a free-text name, or a
 * removed or hidden member): their name links to their researcher page.
 */
export async function ArticlePublication({
  article,
  journal: j,
  handleOf,
}: {
  article: ArticleDetailJson;
  /** the journal it appears in */
  journal: Journal;
  handleOf: (userId: string | null) => string | null;
}) {
  const [t, format, locale] = await Promise.all([getTranslations("ArticlePublication"), getDateFormatter(), getLocale()]);
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
        <MathText text={article.abstract_ar} lang="ar" className="leading-relaxed" />
        {(article.title_en || article.abstract_en) && (
          <details className="rounded-lg bg-muted/50 p-3">
            <summary className="cursor-pointer font-medium">{t("english")}</summary>
            <div lang="en" dir="ltr" className="mt-2 grid gap-2">
              {article.title_en && <p className="font-semibold">{article.title_en}</p>}
              {article.abstract_en && <MathText text={article.abstract_en} dir="ltr" className="leading-relaxed" />}
            </div>
          </details>
        )}
      </div>
      <div className="grid gap-2">
        <h2 className="text-lg font-semibold">{t("authors")}</h2>
        <ol className="grid gap-1">
          {article.authors.map((a, i) => (
            <li key={i} className="flex flex-wrap items-center gap-x-2">
              <ResearcherLink name={a.name} handle={handleOf(a.user_id)} />
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
      {article.pdf_url && (
        <a href={article.pdf_url} download className="inline-flex w-fit items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium print:hidden">
          <FileText className="size-4" />
          {t("pdf")}
        </a>
      )}
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
      <details className="w-fit print:hidden">
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium">
          <Quote className="size-4" />
          {t("cite")}
        </summary>
        <ul className="mt-2 grid gap-1 text-sm">
          {CITATION_FORMATS.map((f) => (
            <li key={f}>
              <a
                href={citeUrl(f)}
                className="inline-flex items-center gap-1.5 underline"
                {...(f === "apa" || f === "chicago" ? { target: "_blank" } : { download: true })}
              >
                <Download className="size-3.5" />
                {t(`formats.${f}`)}
              </a>
            </li>
          ))}
        </ul>
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
