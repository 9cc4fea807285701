"use client";

import { FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { LICENSE_KEYS } from "@/lib/articles/licenses";
import { doiUrl } from "@/lib/articles/rules";
import type { ArticleChangesJson, ArticleVersionDetailJson } from "@/lib/articles/types";
import { TextChanges } from "@/components/articles/text-changes";
import { orcidUrl } from "@/lib/researchers/types";

/** What the current article and a kept version have in common: the text its author wrote. */
type Text = Omit<ArticleVersionDetailJson, "n" | "created_at" | "note" | "kind" | "changes">;

/**
 * While comparing, what changed in each side's field: the version shows its words with the removed
 * ones struck, the current text its words with the added ones marked.
 */
type Compared = { changes: ArticleChangesJson; side: "version" | "current" };

/** One heading and its content, or the `none` line when it is empty. */
function Part({ label, children, empty }: { label: string; children: React.ReactNode; empty?: string | false }) {
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold text-muted-foreground">{label}</h4>
      {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </div>
  );
}

/**
 * An article's text for its editors, every field the author filled in; `heading` says which text it
 * is (current, version n). `compared`: the titles, abstracts and body as words with what changed marked.
 */
export function ArticleText({ text, heading, testId, compared }: { text: Text; heading: string; testId: string; compared?: Compared }) {
  const t = useTranslations("AdminSubmissions");
  const tf = useTranslations("ArticleForm");
  const words = (field: keyof ArticleChangesJson, plain: React.ReactNode) =>
    compared ? <TextChanges parts={compared.changes[field]} side={compared.side} titles={{ removed: t("removed"), added: t("added") }} /> : plain;
  return (
    <section className="grid content-start gap-4 rounded-2xl border bg-card p-4 md:p-5" aria-label={heading} data-testid={testId}>
      <h3 className="text-lg font-semibold">{heading}</h3>
      <Part label={t("titleAr")}>
        <p className="font-medium" dir="auto">
          {words("title_ar", text.title_ar)}
        </p>
      </Part>
      <Part label={t("titleEn")} empty={!text.title_en && !compared?.changes.title_en.length && t("none")}>
        <p dir="auto">{words("title_en", text.title_en)}</p>
      </Part>
      <Part label={t("abstractAr")}>
        <p className="whitespace-pre-line text-sm" dir="auto">
          {words("abstract_ar", text.abstract_ar)}
        </p>
      </Part>
      <Part label={t("abstractEn")} empty={!text.abstract_en && !compared?.changes.abstract_en.length && t("none")}>
        <p className="whitespace-pre-line text-sm" dir="auto">
          {words("abstract_en", text.abstract_en)}
        </p>
      </Part>
      <Part label={t("body")} empty={!text.body && !compared?.changes.body.length && t("none")}>
        {compared ? (
          <p className="whitespace-pre-line text-sm leading-relaxed" dir="auto" data-testid="body-changes">
            {words("body", null)}
          </p>
        ) : (
          // the API sanitized the body on its way out (get.php), as the article page does on render
          <div className="article-body text-sm" dangerouslySetInnerHTML={{ __html: text.body }} />
        )}
      </Part>
      <Part label={t("keywords")} empty={text.keywords.length === 0 && t("none")}>
        <ul className="flex flex-wrap gap-1.5">
          {text.keywords.map((k) => (
            <li key={k} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground" dir="auto">
              {k}
            </li>
          ))}
        </ul>
      </Part>
      <Part label={t("coAuthors")} empty={text.co_authors.length === 0 && t("noCoAuthors")}>
        <ul className="grid gap-1 text-sm">
          {text.co_authors.map((c, i) => (
            <li key={i}>
              <bdi>{c.name}</bdi>
              {c.affiliation && (
                <span className="text-muted-foreground">
                  {" — "}
                  <bdi>{c.affiliation}</bdi>
                </span>
              )}
              {c.orcid && (
                <span className="ms-2">
                  <a href={orcidUrl(c.orcid)} className="underline" dir="ltr" target="_blank" rel="noopener noreferrer">
                    {c.orcid}
                  </a>
                </span>
              )}
            </li>
          ))}
        </ul>
      </Part>
      <Part label={t("references")} empty={text.references.length === 0 && t("noReferences")}>
        <ol className="grid list-inside list-decimal gap-1 text-sm">
          {text.references.map((r, i) => (
            <li key={i} dir="auto">
              {r}
            </li>
          ))}
        </ol>
      </Part>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t("license")}</dt>
        <dd>{tf(`licenses.${LICENSE_KEYS[text.license]}`)}</dd>
        <dt className="text-muted-foreground">{t("doi")}</dt>
        <dd>
          {text.doi ? (
            <a href={doiUrl(text.doi)} className="underline" dir="ltr" target="_blank" rel="noopener noreferrer">
              {text.doi}
            </a>
          ) : (
            t("none")
          )}
        </dd>
        <dt className="text-muted-foreground">{t("pdf")}</dt>
        <dd>
          {text.pdf_url ? (
            <a href={text.pdf_url} className="inline-flex items-center gap-1.5 underline" target="_blank" rel="noopener">
              <FileText className="size-4" aria-hidden />
              {t("pdf")}
            </a>
          ) : (
            t("noPdf")
          )}
        </dd>
      </dl>
    </section>
  );
}
