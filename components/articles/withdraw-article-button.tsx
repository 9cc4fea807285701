"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { ARTICLE_TRANSITION_ENDPOINT, ARTICLES_ENDPOINT } from "@/lib/articles/types";

/** The author takes their article back before publication (after asking). */
export function WithdrawArticleButton({ id }: { id: number }) {
  const t = useTranslations("ArticleForm");
  const router = useRouter();
  const withdraw = useApiMutation({
    request: () => apiJson(ARTICLE_TRANSITION_ENDPOINT, { method: "POST", body: { id, to: "withdrawn" } }),
    invalidate: [ARTICLES_ENDPOINT],
    success: () => ({ title: t("withdrawn") }),
    failure: { title: t("withdrawFailed"), fallback: t("withdrawFailed") },
    onSuccess: () => router.refresh(),
  });
  return (
    <ConfirmButton
      type="button"
      variant="ghost"
      size="sm"
      disabled={withdraw.isPending}
      label={t("withdraw")}
      confirm={{ title: t("withdrawConfirm") }}
      onConfirm={() => withdraw.mutate()}
    >
      {t("withdraw")}
    </ConfirmButton>
  );
}
