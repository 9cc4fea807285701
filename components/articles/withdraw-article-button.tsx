"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { ARTICLE_TRANSITION_ENDPOINT, ARTICLES_ENDPOINT } from "@/lib/articles/types";

/** The author takes their article back before publication (after asking). */
export function WithdrawArticleButton({ id }: { id: number }) {
  const t = useTranslations("ArticleForm");
  const tc = useTranslations("Common");
  const router = useRouter();
  const withdraw = useApiMutation({
    request: () => apiJson(ARTICLE_TRANSITION_ENDPOINT, { method: "POST", body: { id, to: "withdrawn" } }),
    invalidate: [ARTICLES_ENDPOINT],
    success: () => ({ title: t("withdrawn") }),
    failure: { title: t("withdrawFailed"), fallback: t("withdrawFailed") },
    onSuccess: () => router.refresh(),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" size="sm" disabled={withdraw.isPending}>
          {t("withdraw")}
        </Button>
      }
      title={t("withdrawConfirm")}
      confirmLabel={t("withdraw")}
      cancelLabel={tc("cancel")}
      onConfirm={() => withdraw.mutate()}
    />
  );
}
