"use client";

import { BookOpenCheck, PlayCircle, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormField, useZodForm } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { DECISION_STATUS, EDITOR_STEPS, NOTE_MAX, type ArticleStatus } from "@/lib/articles/rules";
import { ARTICLE_GET_ENDPOINT, ARTICLE_TRANSITION_ENDPOINT, ARTICLES_ENDPOINT } from "@/lib/articles/types";
import type { TArticleTransitionInput } from "@/lib/schemas/articles";

// zod loads when the form first validates, not with the page
const retractSchema = () => import("@/lib/schemas/articles").then((m) => m.ZArticleRetractInput);

/** The editor's steps that are not a review's decision (those the review form takes): start, publish, retract. */
type Step = "under_review" | "published" | "retracted";
const DECIDED: readonly ArticleStatus[] = Object.values(DECISION_STATUS);
const ICONS: Record<Step, React.ComponentType<{ className?: string }>> = { under_review: PlayCircle, published: BookOpenCheck, retracted: Undo2 };

/** The buttons of the editor's next steps from the article's status, drawn from the same map the server enforces. */
export function WorkflowButtons({ id, status }: { id: number; status: ArticleStatus }) {
  const t = useTranslations("AdminSubmissions");
  const [retracting, setRetracting] = useState(false);
  const steps = EDITOR_STEPS[status].filter((to): to is Step => !DECIDED.includes(to));
  const move = useApiMutation({
    request: (input: TArticleTransitionInput) => apiJson(ARTICLE_TRANSITION_ENDPOINT, { method: "POST", body: input }),
    invalidate: [ARTICLE_GET_ENDPOINT, ARTICLES_ENDPOINT],
    success: (_r, input) => ({ title: t(`stepDone.${input.to as Step}`) }),
    failure: { title: t("errorTitle"), fallback: t("stepFailed") },
  });
  const form = useZodForm(retractSchema, { id, to: "retracted", note: "" });

  // under review, the editor's steps are the review's decisions
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">{EDITOR_STEPS[status].length ? t("decideBelow") : t("noSteps")}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {steps.map((to) => {
        const Icon = ICONS[to];
        const look = { variant: to === "retracted" ? "destructive" : "default", disabled: move.isPending } as const;
        const content = (
          <>
            <Icon className="size-4" aria-hidden />
            {t(`steps.${to}`)}
          </>
        );
        // publishing asks first; retracting asks for its note
        return to === "published" ? (
          <ConfirmButton
            key={to}
            {...look}
            label={t("steps.published")}
            confirm={{ title: t("publishTitle"), description: t("publishBody"), destructive: false }}
            onConfirm={() => move.mutate({ id, to, note: null })}
          >
            {content}
          </ConfirmButton>
        ) : (
          <Button key={to} {...look} onClick={to === "under_review" ? () => move.mutate({ id, to, note: null }) : () => setRetracting(true)}>
            {content}
          </Button>
        );
      })}
      <FormDialog
        open={retracting}
        onOpenChange={setRetracting}
        title={t("retractTitle")}
        description={t("retractBody")}
        form={form}
        submitLabel={t("retractSubmit")}
        pendingLabel={t("retracting")}
        onSubmit={async (values) => {
          await move.mutateAsync(values).then(
            () => setRetracting(false),
            () => undefined,
          );
        }}
      >
        <FormField name="note" label={t("retractNote")} required multiline rows={4} maxLength={NOTE_MAX} />
      </FormDialog>
    </div>
  );
}
