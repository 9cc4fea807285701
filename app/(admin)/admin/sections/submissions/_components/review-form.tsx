"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { Form, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { REVIEW_COMMENTS_MAX, REVIEW_DECISIONS } from "@/lib/articles/rules";
import { ARTICLE_GET_ENDPOINT, ARTICLE_REVIEW_ENDPOINT, ARTICLES_ENDPOINT } from "@/lib/articles/types";
import type { TArticleReviewInput } from "@/lib/schemas/articles";

// zod loads when the form first validates, not with the page
const schema = () => import("@/lib/schemas/articles").then((m) => m.ZArticleReviewInput);

/** An editor's decision on an article under review, with the comments its author reads (review.php, the same schema). */
export function ReviewForm({ id }: { id: number }) {
  const t = useTranslations("AdminSubmissions");
  const form = useZodForm(schema, { id, decision: "revisions", comments: "" });
  const send = useApiMutation({
    request: (values: TArticleReviewInput) => apiJson(ARTICLE_REVIEW_ENDPOINT, { method: "POST", body: values }),
    invalidate: [ARTICLE_GET_ENDPOINT, ARTICLES_ENDPOINT],
    success: () => ({ title: t("reviewSent") }),
    failure: { title: t("errorTitle"), fallback: t("reviewFailed") },
  });
  return (
    <Form
      form={form}
      className="gap-4 rounded-2xl border bg-card p-4 md:p-5"
      onSubmit={async (values) => {
        await submitTo(form, () => send.mutateAsync(values));
      }}
    >
      <div>
        <h3 className="text-lg font-semibold">{t("reviewTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("reviewHint")}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("decision")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {REVIEW_DECISIONS.map((d) => (
            <label key={d} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" value={d} className="size-4 accent-primary" {...form.register("decision")} />
              {t(`decide.${d}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField name="comments" label={t("comments")} required multiline rows={5} maxLength={REVIEW_COMMENTS_MAX} />
      <div>
        <Button type="submit" disabled={send.isPending}>
          <Send className="size-4 rtl:-scale-x-100" aria-hidden />
          {send.isPending ? t("sending") : t("sendReview")}
        </Button>
      </div>
    </Form>
  );
}
