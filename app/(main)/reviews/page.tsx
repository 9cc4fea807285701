import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { PageTitle, pageMetadata } from "@/components/layout/page-title";
import { ClientMessages } from "@/components/providers/client-messages";
import { buttonVariants } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/session";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { reviewPagePath, type AssignmentJson } from "@/lib/reviews/types";
import { readAssignments } from "@/lib/server/reviews/reviews";
import { AnswerButtons } from "./_components/answer-buttons";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("Reviews"))("title"), "reviews");
}

type Group = "invited" | "due" | "drafts" | "submitted" | "ended";
const groupOf = (a: AssignmentJson): Group =>
  a.status === "invited" ? "invited" : a.status === "accepted" ? (a.review ? "drafts" : "due") : a.status === "submitted" ? "submitted" : "ended";
const GROUPS: Group[] = ["invited", "due", "drafts", "submitted", "ended"];

// /reviews: the member's own review work: invitations to answer, reviews due with their dates,
// drafts, and what they submitted. The invitation's notification and the profile link here.
export default async function ReviewsPage() {
  const actor = await requirePageUser();
  const [t, date, assignments] = await Promise.all([getTranslations("Reviews"), getDateFormatter(), readAssignments({ query: {}, actor })]);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageTitle title={t("title")} subtitle={t("subtitle")} />
      {assignments.length === 0 && <p className="text-muted-foreground">{t("empty")}</p>}
      <ClientMessages namespaces={["Reviews", "ReviewAnswer"]}>
        {GROUPS.map((group) => {
          const rows = assignments.filter((a) => groupOf(a) === group);
          if (rows.length === 0) return null;
          return (
            <section key={group} className="grid gap-3" aria-labelledby={`reviews-${group}`} data-testid={`reviews-${group}`}>
              <h2 id={`reviews-${group}`} className="text-lg font-semibold">
                {t(`groups.${group}`)}
              </h2>
              <ul className="grid gap-3">
                {rows.map((a) => (
                  <li key={a.id} className="grid gap-2 rounded-2xl border bg-card p-4" data-testid="review-assignment">
                    <p className="font-semibold" dir="auto">
                      {a.title}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {t(`status.${a.status}`)} · {t("round", { n: a.round })} · {t("due", { date: date.long(a.due_at) })}
                      {a.overdue && <span className="font-medium text-destructive"> · {t("overdue")}</span>}
                    </p>
                    {a.message && (
                      <p className="whitespace-pre-line rounded-md bg-muted/50 p-2 text-sm" dir="auto">
                        {t("message")}: {a.message}
                      </p>
                    )}
                    {a.status === "cancelled" && a.cancel_reason && (
                      <p className="whitespace-pre-line text-sm" dir="auto" data-testid="cancel-reason">
                        {t("cancelReason", { reason: a.cancel_reason })}
                      </p>
                    )}
                    {a.status === "invited" && <AnswerButtons id={a.id} />}
                    {(a.status === "accepted" || a.status === "submitted") && (
                      <Link
                        href={reviewPagePath(a.id)}
                        className={buttonVariants({ size: "sm", variant: a.status === "accepted" ? "default" : "outline", className: "w-fit" })}
                      >
                        {a.status === "accepted" ? t(a.review ? "continue" : "write") : t("read")}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </ClientMessages>
    </div>
  );
}
