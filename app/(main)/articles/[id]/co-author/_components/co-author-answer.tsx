"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { ARTICLE_CO_AUTHOR_ENDPOINT, coAuthorInvitationPath } from "@/lib/articles/types";

/** The invitation's two answers; the page then shows what was answered. */
export function CoAuthorAnswer({ articleId }: { articleId: number }) {
  const t = useTranslations("CoAuthorInvite");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);

  function answer(accept: boolean) {
    setFailed(false);
    startTransition(async () => {
      try {
        await apiJson(ARTICLE_CO_AUTHOR_ENDPOINT, { method: "POST", body: { id: articleId, accept } });
        // a declined invitation is no longer the member's to read: the page then says what was done
        router.replace(accept ? coAuthorInvitationPath(articleId) : `${coAuthorInvitationPath(articleId)}?answer=declined`);
        router.refresh();
      } catch {
        setFailed(true);
      }
    });
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={pending} onClick={() => answer(true)}>
          {t("accept")}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={() => answer(false)}>
          {t("decline")}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t("failed")}
        </p>
      )}
    </div>
  );
}
