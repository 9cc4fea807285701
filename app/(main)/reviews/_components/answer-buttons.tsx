"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/client/toast";
import { apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { REVIEWS_API } from "@/lib/reviews/types";

/** Accept or decline an invitation, signed in (respond.php by id); a decline may say why and suggest a colleague. */
export function AnswerButtons({ id }: { id: number }) {
  const t = useTranslations("Reviews");
  const describe = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [suggestion, setSuggestion] = useState("");

  async function answer(accept: boolean) {
    setBusy(true);
    try {
      await apiJson(`${REVIEWS_API}/respond.php`, { method: "POST", body: { id, accept, ...(accept ? {} : { reason, suggestion }) } });
      toast({ title: accept ? t("accepted") : t("declined") });
      router.refresh();
    } catch (e) {
      toast({ title: t("errorTitle"), description: describe(e, t("answerFailed")), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (declining)
    return (
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`reason-${id}`}>{t("reason")}</Label>
          <Textarea id={`reason-${id}`} value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`suggestion-${id}`}>{t("suggestion")}</Label>
          <Input id={`suggestion-${id}`} value={suggestion} maxLength={300} onChange={(e) => setSuggestion(e.target.value)} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => answer(false)}>
            {t("confirmDecline")}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setDeclining(false)}>
            {t("back")}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={busy} onClick={() => answer(true)}>
        {t("accept")}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
        {t("decline")}
      </Button>
    </div>
  );
}
