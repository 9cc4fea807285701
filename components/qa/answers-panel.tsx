"use client";

import { CheckCircle2, Loader2, ThumbsUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { DeleteButton } from "@/components/lists/delete-button";
import { LoadError } from "@/components/lists/list-states";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { ANSWER_MAX } from "@/lib/qa/rules";
import { QA_API, QUESTION_ENDPOINT, QUESTIONS_ENDPOINT, type AnswerJson, type QuestionDetail } from "@/lib/qa/types";
import type { InitialPage } from "@/lib/lists/paged-list";
import { AnswerItem } from "@/components/qa/answer-item";
import { ReportButton } from "@/components/reports/report-button";

/**
 * A question's answers, loaded from the server when first shown and cached while the page lives:
 * accepted first, then votes, then oldest. Members vote (not on their own), the asker or an admin
 * accepts one, authors and admins delete; the composer posts a plain-text answer.
 */
export function AnswersPanel({ questionId, canAnswer, initial }: { questionId: number; canAnswer: boolean; initial?: InitialPage<QuestionDetail> }) {
  const t = useTranslations("QA");
  const fmt = useDateFormatter();
  const detail = useApiQuery<QuestionDetail>(QUESTION_ENDPOINT, { id: questionId }, { initial });
  const [text, setText] = useState("");
  const composer = useRef<HTMLTextAreaElement>(null);
  const lists = [QUESTION_ENDPOINT, QUESTIONS_ENDPOINT];

  const post = useApiMutation({
    request: (body: { question_id: number; text: string }) => apiJson<{ answer: AnswerJson }>(`${QA_API}/answer.php`, { method: "POST", body }),
    invalidate: lists,
    success: () => ({ title: t("answerPosted") }),
    failure: { title: t("answerErrorTitle"), fallback: t("answerFailed") },
    // the posted answer clears the composer and its button: the focus goes back to the composer
    onSuccess: () => {
      setText("");
      composer.current?.focus();
    },
  });
  const vote = useApiMutation({
    request: (a: AnswerJson) => apiJson(`${QA_API}/vote.php`, { method: "POST", body: { answer_id: a.id } }),
    invalidate: [QUESTION_ENDPOINT],
    failure: { title: t("voteFailed"), fallback: t("voteFailed") },
  });
  const accept = useApiMutation({
    request: (a: AnswerJson) => apiJson(`${QA_API}/accept.php`, { method: "PUT", body: { answer_id: a.id, accepted: !a.accepted } }),
    invalidate: lists,
    success: (_, a) => ({ title: a.accepted ? t("unacceptedToast") : t("acceptedToast") }),
    failure: { title: t("acceptFailed"), fallback: t("acceptFailed") },
  });
  const remove = useApiMutation({
    request: (a: AnswerJson) => apiJson(`${QA_API}/delete_answer.php`, { method: "DELETE", body: { id: a.id } }),
    invalidate: lists,
    success: () => ({ title: t("answerDeleted") }),
    failure: { title: t("deleteFailed"), fallback: t("deleteFailed") },
  });

  if (!detail.data) {
    if (detail.failure) return <LoadError onRetry={detail.reload} />;
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t("loadingAnswers")}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  const { question, answers } = detail.data;
  const sending = post.isPending;
  const empty = text.trim() === "";

  return (
    <div className="grid gap-4">
      {answers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{question.status === "approved" ? t("noAnswers") : t("answersUnavailable")}</p>
      ) : (
        <ol className="grid gap-3" aria-label={t("answersCount", { count: answers.length })}>
          {answers.map((a) => (
            <AnswerItem key={a.id} answer={a} acceptedLabel={t("accepted")} date={fmt.medium(a.created_at)}>
              <div className="flex flex-wrap items-center gap-1">
                <Button
                  size="sm"
                  variant={a.voted ? "default" : "outline"}
                  aria-pressed={a.voted}
                  disabled={!a.can_vote}
                  busy={vote.isPending}
                  title={a.can_vote ? undefined : t("ownAnswer")}
                  aria-label={`${a.voted ? t("unvote") : t("vote")} (${t("votes", { count: a.votes })})`}
                  onClick={() => vote.mutate(a)}
                >
                  <ThumbsUp /> <bdi>{fmt.number(a.votes)}</bdi>
                </Button>
                {question.can_accept && (
                  <Button size="sm" variant="ghost" busy={accept.isPending} onClick={() => accept.mutate(a)}>
                    <CheckCircle2 /> {a.accepted ? t("unaccept") : t("accept")}
                  </Button>
                )}
                <ReportButton type="answer" id={a.id} label={a.author} />
                {a.can_delete && <DeleteButton label={t("deleteAnswer")} confirmTitle={t("deleteAnswerConfirm")} onConfirm={() => remove.mutate(a)} />}
              </div>
            </AnswerItem>
          ))}
        </ol>
      )}
      {canAnswer && question.status === "approved" && (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!empty && !sending) post.mutate({ question_id: questionId, text: text.trim() });
          }}
        >
          <label htmlFor={`answer-${questionId}`} className="text-sm font-medium">
            {t("answerLabel")}
          </label>
          <Textarea
            ref={composer}
            id={`answer-${questionId}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            dir="auto"
            maxLength={ANSWER_MAX}
            placeholder={t("answerPlaceholder")}
          />
          <Button type="submit" className="w-fit" disabled={empty || sending}>
            {sending && <Loader2 className="animate-spin" />} {sending ? t("answering") : t("answerButton")}
          </Button>
        </form>
      )}
    </div>
  );
}
