"use client";

import { UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadError } from "@/components/lists/list-states";
import { ReviewAttachmentLink } from "@/components/reviews/attachment-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import { ARTICLE_GET_ENDPOINT } from "@/lib/articles/types";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { DEFAULT_DUE_DAYS, DAY_MS, REVIEW_MESSAGE_MAX, REVIEW_MODES, type ReviewMode } from "@/lib/reviews/rules";
import { REVIEWS_API, type AssignmentJson, type CandidateJson } from "@/lib/reviews/types";

const READ = `${REVIEWS_API}/read.php`;
const CANDIDATES = `${REVIEWS_API}/candidates.php`;

/** `YYYY-MM-DD` of a day `days` from now, for the date input. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The reviewers of an article for its editors: the review mode, every assignment with its state
 * (invited, accepted, declined, overdue, submitted) and review, and the ranked candidates to invite
 * with a due date (21 days unless changed) and a message.
 */
export function ReviewersPanel({ articleId, mode, canInvite }: { articleId: number; mode: ReviewMode; canInvite: boolean }) {
  const t = useTranslations("AdminReviewers");
  const fmt = useDateFormatter();
  const onError = useLoadErrorToast(t("errorTitle"), t("loadFailed"));
  const assignments = useApiQuery<{ assignments: AssignmentJson[] }>(READ, { article_id: articleId }, { onError });
  const candidates = useApiQuery<{ candidates: CandidateJson[] }>(CANDIDATES, { article_id: articleId }, { enabled: canInvite, onError });
  const [due, setDue] = useState(() => dayFromNow(DEFAULT_DUE_DAYS));
  const [message, setMessage] = useState("");
  // the row whose cancelling is being confirmed, and the reason typed for it
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [cancelReason, setCancelReason] = useState("");

  const invite = useApiMutation({
    request: (userId: string) =>
      apiJson(`${REVIEWS_API}/invite.php`, { method: "POST", body: { article_id: articleId, user_id: userId, due_at: due, message } }),
    invalidate: [READ, CANDIDATES],
    success: () => ({ title: t("invited") }),
    failure: { title: t("errorTitle"), fallback: t("inviteFailed") },
  });
  const cancel = useApiMutation({
    request: (id: number) => apiJson(`${REVIEWS_API}/cancel.php`, { method: "POST", body: { id, reason: cancelReason } }),
    invalidate: [READ, CANDIDATES],
    onSuccess: () => {
      setCancelling(null);
      setCancelReason("");
    },
    success: () => ({ title: t("cancelled") }),
    failure: { title: t("errorTitle"), fallback: t("cancelFailed") },
  });
  const setMode = useApiMutation({
    request: (next: ReviewMode) => apiJson(`${REVIEWS_API}/mode.php`, { method: "PUT", body: { article_id: articleId, mode: next } }),
    invalidate: [ARTICLE_GET_ENDPOINT, READ],
    success: () => ({ title: t("modeSaved") }),
    failure: { title: t("errorTitle"), fallback: t("modeFailed") },
  });

  const rows = assignments.data?.assignments ?? [];
  const state = (a: AssignmentJson) => (a.overdue ? "overdue" : a.status);

  return (
    <section className="grid gap-4 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="reviewers-panel" data-testid="reviewers-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="reviewers-panel" className="text-lg font-semibold">
          {t("title")}
        </h3>
        <label className="flex items-center gap-2 text-sm">
          <span>{t("mode")}</span>
          <select
            className="rounded-md border bg-card px-2 py-1 text-sm"
            value={mode}
            disabled={setMode.isPending}
            onChange={(e) => setMode.mutate(e.target.value as ReviewMode)}
          >
            {REVIEW_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`modes.${m}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {assignments.failure ? (
        <LoadError onRetry={assignments.reload} />
      ) : !assignments.data ? (
        <Skeleton className="h-16 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((a) => (
            <li key={a.id} className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm" data-testid="reviewer-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  <bdi>{a.reviewer?.name}</bdi> · {t("round", { n: a.round })}
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant={a.overdue ? "destructive" : a.status === "submitted" ? "success" : "secondary"}>{t(`states.${state(a)}`)}</Badge>
                  {(a.status === "invited" || a.status === "accepted") && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t("cancelLabel", { name: a.reviewer?.name ?? "" })}
                      aria-expanded={cancelling === a.id}
                      onClick={() => setCancelling(cancelling === a.id ? null : a.id)}
                    >
                      <X className="size-4" aria-hidden />
                      {t("cancel")}
                    </Button>
                  )}
                </span>
              </div>
              <span className="text-muted-foreground">{t("dates", { invited: fmt.medium(a.invited_at), due: fmt.medium(a.due_at) })}</span>
              {cancelling === a.id && (a.status === "invited" || a.status === "accepted") && (
                <div className="grid gap-2 border-t pt-2">
                  <Label htmlFor={`cancel-reason-${a.id}`}>{t("cancelReason")}</Label>
                  <Textarea
                    id={`cancel-reason-${a.id}`}
                    value={cancelReason}
                    maxLength={REVIEW_MESSAGE_MAX}
                    onChange={(e) => setCancelReason(e.target.value)}
                    dir="auto"
                  />
                  <Button size="sm" variant="destructive" className="w-fit" disabled={cancel.isPending} onClick={() => cancel.mutate(a.id)}>
                    {t("confirmCancel")}
                  </Button>
                </div>
              )}
              {a.status === "cancelled" && a.cancel_reason && (
                <span dir="auto" data-testid="cancel-reason">
                  {t("reason", { reason: a.cancel_reason })}
                </span>
              )}
              {a.status === "declined" && (a.decline_reason || a.suggestion) && (
                <span dir="auto">
                  {a.decline_reason && t("reason", { reason: a.decline_reason })} {a.suggestion && t("suggested", { name: a.suggestion })}
                </span>
              )}
              {a.review?.submitted && (
                <div className="grid gap-1 border-t pt-2">
                  <span className="font-medium">{t(`recommendations.${a.review.recommendation}`)}</span>
                  <p className="whitespace-pre-line" dir="auto">
                    {a.review.to_author}
                  </p>
                  {a.review.to_editor && (
                    <p className="whitespace-pre-line text-muted-foreground" dir="auto">
                      {t("confidential")}: {a.review.to_editor}
                    </p>
                  )}
                  {a.review.attachment && <ReviewAttachmentLink attachment={a.review.attachment} label={t("attachment")} />}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {canInvite && (
        <div className="grid gap-3 border-t pt-4">
          <h4 className="font-semibold">{t("inviteTitle")}</h4>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="review-due">{t("due")}</Label>
              <Input id="review-due" type="date" value={due} min={dayFromNow(1)} onChange={(e) => setDue(e.target.value)} />
            </div>
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor="review-message">{t("message")}</Label>
              <Textarea id="review-message" value={message} maxLength={REVIEW_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} dir="auto" />
            </div>
          </div>
          {candidates.failure ? (
            <LoadError onRetry={candidates.reload} />
          ) : !candidates.data ? (
            <Skeleton className="h-16 w-full" />
          ) : candidates.data.candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noCandidates")}</p>
          ) : (
            <ol className="grid gap-2">
              {candidates.data.candidates.map((c) => (
                <li key={c.user_id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm" data-testid="candidate-row">
                  <div className="grid gap-0.5">
                    <span className="font-medium">
                      <bdi>{c.name}</bdi>
                      {c.affiliation && (
                        <span className="text-muted-foreground">
                          {" "}
                          · <bdi>{c.affiliation}</bdi>
                        </span>
                      )}
                      {c.conflict && (
                        <Badge variant="warning" className="ms-2">
                          {t("sameAffiliation")}
                        </Badge>
                      )}
                    </span>
                    <span className="text-muted-foreground">
                      {t("facts", { reputation: c.reputation, completed: c.reviews_completed, open: c.open_assignments })}
                      {c.median_days !== null && ` · ${t("median", { days: c.median_days })}`}
                    </span>
                    <span className="text-muted-foreground">{t("overlap", { keywords: c.overlap.join("، ") })}</span>
                  </div>
                  <Button
                    size="sm"
                    disabled={invite.isPending || c.already_invited}
                    onClick={() => invite.mutate(c.user_id)}
                    aria-label={t("inviteLabel", { name: c.name })}
                  >
                    <UserPlus className="size-4" aria-hidden />
                    {c.already_invited ? t("alreadyInvited") : t("invite")}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
