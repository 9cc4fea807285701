"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { LoadError } from "@/components/lists/list-states";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ARTICLES_API } from "@/lib/articles/types";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { TArticleRetryInput } from "@/lib/schemas/articles";

const OUTPUTS_ENDPOINT = `${ARTICLES_API}/outputs.php`;

type TypesetState = "none" | "waiting" | "done" | "failed";
type DepositStatus = "pending" | "sent" | "failed";
type OutputsJson = {
  typesetting: { state: TypesetState; failures: number; error: string | null; made_at: string | null };
  deposits: {
    id: number;
    doi: string;
    status: DepositStatus;
    attempts: number;
    next_attempt_at: string | null;
    last_status: number | null;
    last_response: string | null;
    sent_at: string | null;
    created_at: string;
  }[];
};

const PDF_TONES: Record<TypesetState, Tone> = { none: "secondary", waiting: "warning", done: "success", failed: "destructive" };
const DEPOSIT_TONES: Record<DepositStatus, Tone> = { pending: "warning", sent: "success", failed: "destructive" };

/** What went wrong, as the service or the typesetter said it (in its own language and direction). */
function ErrorText({ children }: { children: string }) {
  return (
    <pre dir="ltr" className="max-h-32 overflow-auto rounded-md bg-muted/60 p-2 text-start text-xs whitespace-pre-wrap" data-testid="output-error">
      {children}
    </pre>
  );
}

/**
 * The version of record made off the request path, for the editors: the typeset PDF (waiting, done,
 * or given up with its error) and each Crossref deposit (queued, sent, or failed with the service's
 * answer and its attempts), each failed one with a button to try it again.
 */
export function OutputsPanel({ articleId }: { articleId: number }) {
  const t = useTranslations("AdminOutputs");
  const fmt = useDateFormatter();
  const onError = useLoadErrorToast(t("errorTitle"), t("loadFailed"));
  const query = useApiQuery<{ outputs: OutputsJson }>(OUTPUTS_ENDPOINT, { id: articleId }, { onError });
  const retry = useApiMutation({
    request: (input: TArticleRetryInput) => apiJson(`${ARTICLES_API}/retry_output.php`, { method: "POST", body: input }),
    invalidate: [OUTPUTS_ENDPOINT],
    success: () => ({ title: t("retried") }),
    failure: { title: t("errorTitle"), fallback: t("retryFailed") },
  });
  const data = query.data?.outputs;
  const retryButton = (input: TArticleRetryInput) => (
    <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(input)} data-testid="output-retry">
      <RotateCcw className="size-4" aria-hidden />
      {t("retry")}
    </Button>
  );

  return (
    <section className="grid gap-4 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="outputs-panel" data-testid="outputs-panel">
      <h3 id="outputs-panel" className="text-lg font-semibold">
        {t("title")}
      </h3>
      {query.failure ? (
        <LoadError onRetry={query.reload} />
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-2" data-testid="output-pdf">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-medium">{t("pdf.title")}</h4>
              <Badge variant={PDF_TONES[data.typesetting.state]}>{t(`pdf.states.${data.typesetting.state}`)}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{t(`pdf.explain.${data.typesetting.state}`)}</p>
            {data.typesetting.made_at && <p className="text-sm">{t("pdf.madeAt", { date: fmt.moment(data.typesetting.made_at) })}</p>}
            {data.typesetting.failures > 0 && <p className="text-sm">{t("pdf.failures", { count: data.typesetting.failures })}</p>}
            {data.typesetting.error && <ErrorText>{data.typesetting.error}</ErrorText>}
            {data.typesetting.state === "failed" && <div>{retryButton({ id: articleId, output: "pdf" })}</div>}
          </div>
          <div className="grid content-start gap-2">
            <h4 className="font-medium">{t("deposits.title")}</h4>
            {data.deposits.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("deposits.none")}</p>
            ) : (
              <ol className="grid gap-2">
                {data.deposits.map((d) => (
                  <li key={d.id} className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm" data-testid="output-deposit">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <bdi dir="ltr" className="font-mono text-xs">
                        {d.doi}
                      </bdi>
                      <Badge variant={DEPOSIT_TONES[d.status]}>{t(`deposits.states.${d.status}`)}</Badge>
                    </div>
                    <p className="text-muted-foreground">
                      {t("deposits.queuedAt", { date: fmt.moment(d.created_at) })} · {t("deposits.attempts", { count: d.attempts })}
                      {d.last_status !== null && <> · {t("deposits.lastStatus", { status: d.last_status })}</>}
                    </p>
                    {d.sent_at && <p>{t("deposits.sentAt", { date: fmt.moment(d.sent_at) })}</p>}
                    {d.status === "pending" && d.next_attempt_at && <p>{t("deposits.nextAt", { date: fmt.moment(d.next_attempt_at) })}</p>}
                    {d.status !== "sent" && d.last_response && <ErrorText>{d.last_response}</ErrorText>}
                    {d.status === "failed" && <div>{retryButton({ id: articleId, output: "deposit", deposit_id: d.id })}</div>}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
