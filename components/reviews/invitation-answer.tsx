"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { REVIEW_MESSAGE_MAX, type AssignmentStatus } from "@/lib/reviews/rules";
import { REVIEWS_API } from "@/lib/reviews/types";

/**
 * Accept or decline a review invitation (respond.php), signed in by `id` or with the mailed
 * `token`; a decline may say why and suggest a colleague. `large` is the mailed link's page: big
 * buttons across the card; otherwise small ones in a row of the reviews page.
 */
export function InvitationAnswer({
  target,
  large = false,
  onAnswered,
  onFailed,
}: {
  target: { id: number } | { token: string };
  large?: boolean;
  onAnswered: (status: AssignmentStatus, accepted: boolean) => void;
  onFailed: (message: string) => void;
}) {
  const t = useTranslations("ReviewAnswer");
  const describe = useErrorText();
  const field = useId();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [suggestion, setSuggestion] = useState("");
  const size = large ? "lg" : "sm";

  async function answer(accept: boolean) {
    setBusy(true);
    try {
      const res = await apiJson<{ assignment: { status: AssignmentStatus } }>(`${REVIEWS_API}/respond.php`, {
        method: "POST",
        body: { ...target, accept, ...(accept ? {} : { reason, suggestion }) },
      });
      onAnswered(res.assignment.status, accept);
    } catch (e) {
      onFailed(describe(e, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  if (declining)
    return (
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${field}-reason`}>{t("reason")}</Label>
          <Textarea id={`${field}-reason`} value={reason} maxLength={REVIEW_MESSAGE_MAX} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${field}-suggestion`}>{t("suggestion")}</Label>
          <Input id={`${field}-suggestion`} value={suggestion} maxLength={300} onChange={(e) => setSuggestion(e.target.value)} />
        </div>
        <div className={large ? "grid gap-3" : "flex flex-wrap gap-2"}>
          <Button type="button" size={size} variant="destructive" disabled={busy} onClick={() => answer(false)}>
            {t("confirmDecline")}
          </Button>
          <Button type="button" size={large ? "default" : "sm"} variant="outline" disabled={busy} onClick={() => setDeclining(false)}>
            {t("back")}
          </Button>
        </div>
      </div>
    );
  return (
    <div className={large ? "grid gap-3 sm:grid-cols-2" : "flex flex-wrap gap-2"}>
      <Button type="button" size={size} disabled={busy} onClick={() => answer(true)}>
        {t("accept")}
      </Button>
      <Button type="button" size={size} variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
        {t("decline")}
      </Button>
    </div>
  );
}
