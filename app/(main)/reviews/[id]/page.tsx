import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { FileText } from "lucide-react";
import { PageTitle, pageMetadata } from "@/components/layout/page-title";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { requirePageUser } from "@/lib/auth/session";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { getAssignment } from "@/lib/server/reviews/reviews";
import { TextChanges } from "@/components/articles/text-changes";
import type { ManuscriptJson } from "@/lib/reviews/types";
import { ReviewForm } from "../_components/review-form";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("Reviews"))("writeTitle"), "reviews");
}

// /reviews/{id}: the manuscript under review (as the review mode lets its reviewer read it) beside
// the review form: a draft until submitted, then read-only.
const CHANGED_FIELDS = ["title_ar", "title_en", "abstract_ar", "abstract_en", "body"] as const;

/** In a later round, what changed since the version this reviewer read last: only the fields that changed, removed words struck and added ones marked. */
async function ChangesSince({ changes }: { changes: NonNullable<ManuscriptJson["changes"]> }) {
  const t = await getTranslations("Reviews.changes");
  const n = changes.since;
  const fields = CHANGED_FIELDS.filter((f) => changes.text[f].some((p) => p.change !== "same"));
  return (
    <section className="grid gap-3 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="review-changes" data-testid="review-changes">
      <h2 id="review-changes" className="text-lg font-semibold">
        {t("title", { n })}
      </h2>
      <p className="text-sm text-muted-foreground">{t(changes.reviewed ? "reviewed" : "earlier", { n })}</p>
      {fields.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        fields.map((f) => (
          <div key={f} className="grid gap-1">
            <h3 className="text-sm font-semibold text-muted-foreground">{t(`fields.${f}`)}</h3>
            <p className="whitespace-pre-line text-sm leading-7" dir="auto">
              <TextChanges parts={changes.text[f]} side="both" titles={{ removed: t("removed", { n }), added: t("added", { n }) }} />
            </p>
          </div>
        ))
      )}
    </section>
  );
}

export default async function ReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requirePageUser();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const assignment = await getAssignment({ id, actor }).catch(() => null);
  if (!assignment || assignment.reviewer !== undefined || !assignment.manuscript) notFound();
  const [t, date] = await Promise.all([getTranslations("Reviews"), getDateFormatter()]);
  const m = assignment.manuscript;
  return (
    <div className="grid gap-6">
      <PageTitle title={t("writeTitle")} subtitle={`${t(`modes.${assignment.review_mode}`)} · ${t("due", { date: date.long(assignment.due_at) })}`} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          {m.changes && <ChangesSince changes={m.changes} />}
          <article className="grid gap-4 rounded-2xl border bg-card p-4 md:p-5" aria-label={t("manuscript")} data-testid="manuscript">
            <p className="text-sm text-muted-foreground">{t("version", { n: m.version })}</p>
            <h2 className="text-xl font-bold" dir="auto">
              {m.title_ar}
            </h2>
            {m.title_en && (
              <p className="font-medium text-muted-foreground" dir="auto" lang="en">
                {m.title_en}
              </p>
            )}
            {m.authors && (
              <p className="text-sm text-muted-foreground">
                {m.authors.map((a, i) => (
                  <span key={i}>
                    {i > 0 && "، "}
                    <bdi>{a.name}</bdi>
                    {a.affiliation && (
                      <>
                        {" "}
                        (<bdi>{a.affiliation}</bdi>)
                      </>
                    )}
                  </span>
                ))}
              </p>
            )}
            <p className="whitespace-pre-line text-sm leading-7" dir="auto">
              {m.abstract_ar}
            </p>
            {m.keywords.length > 0 && (
              <p className="flex flex-wrap gap-x-2 text-sm">
                {m.keywords.map((k) => (
                  <bdi key={k}>#{k}</bdi>
                ))}
              </p>
            )}
            {m.pdf_url && (
              <a href={m.pdf_url} target="_blank" rel="noopener" className="inline-flex w-fit items-center gap-1.5 text-sm text-primary hover:underline">
                <FileText className="size-4" aria-hidden />
                {t("pdf")}
              </a>
            )}
            {/* the API sanitized the body on its way out, as the article page does on render */}
            <div className="article-body text-sm" dangerouslySetInnerHTML={{ __html: m.body }} />
            {m.references.length > 0 && (
              <ol className="list-decimal ps-6 text-sm" dir="auto">
                {m.references.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ol>
            )}
          </article>
        </div>
        <ClientMessages namespaces={["Reviews", "Validation"]}>
          <QueryProvider>
            <ReviewForm id={assignment.id} status={assignment.status} mode={assignment.review_mode} review={assignment.review ?? null} />
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}
