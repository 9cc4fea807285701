"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { FormBanner } from "@/components/ui/form-banner";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { REVIEWS_API, REVIEWS_PAGE } from "@/lib/reviews/types";

type Invitation = { id: number; title: string; due: string; status: string };

/** /reviews/respond?token=…: accept in one press, or decline with an optional reason and a suggested colleague. */
export function RespondForm({ token, invitation }: { token: string; invitation: Invitation | null }) {
  const t = useTranslations("ReviewRespond");
  const describe = useErrorText();
  const [status, setStatus] = useState(invitation?.status ?? "");
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [suggestion, setSuggestion] = useState("");
  const [banner, setBanner] = useState<string | null>(null);

  async function answer(accept: boolean) {
    setBanner(null);
    setBusy(true);
    try {
      const res = await apiJson<{ assignment: { status: string } }>(`${REVIEWS_API}/respond.php`, {
        method: "POST",
        body: { token, accept, ...(accept ? {} : { reason, suggestion }) },
      });
      setStatus(res.assignment.status);
    } catch (e) {
      setBanner(describe(e, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  if (!invitation) {
    return (
      <AuthCard title={t("title")} description={t("body")} contentClassName="grid gap-4">
        <FormBanner message={t("missing")} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("title")} description={t("body")} contentClassName="grid gap-4">
      <div className="rounded-md border p-3 text-sm">
        <p className="font-semibold">
          <bdi>{invitation.title}</bdi>
        </p>
        <p className="mt-1 text-muted-foreground">{t("due", { date: invitation.due })}</p>
      </div>
      {status === "invited" ? (
        <>
          <FormBanner message={banner} />
          {declining ? (
            <div className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="decline-reason">{t("reason")}</Label>
                <Textarea id="decline-reason" value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="decline-suggestion">{t("suggestion")}</Label>
                <Input id="decline-suggestion" value={suggestion} maxLength={300} onChange={(e) => setSuggestion(e.target.value)} />
              </div>
              <Button type="button" variant="destructive" size="lg" className="w-full" disabled={busy} onClick={() => answer(false)}>
                {t("confirmDecline")}
              </Button>
              <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => setDeclining(false)}>
                {t("back")}
              </Button>
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <Button type="button" size="lg" disabled={busy} onClick={() => answer(true)}>
                {t("accept")}
              </Button>
              <Button type="button" size="lg" variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
                {t("decline")}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p role="status" className="rounded-md bg-primary/10 p-3 text-center text-sm font-medium text-primary">
          {t(`done.${status === "accepted" ? "accepted" : status === "declined" ? "declined" : "ended"}`)}
        </p>
      )}
      {status === "accepted" && (
        <Link href={REVIEWS_PAGE} className={buttonVariants({ variant: "outline", className: "w-full" })}>
          {t("open")}
        </Link>
      )}
    </AuthCard>
  );
}
