"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { FormBanner } from "@/components/ui/form-banner";
import { InvitationAnswer } from "@/components/reviews/invitation-answer";
import { buttonVariants } from "@/components/ui/button";
import { REVIEWS_PAGE } from "@/lib/reviews/types";

type Invitation = { id: number; title: string; due: string; status: string };

/** /reviews/respond?token=…: accept in one press, or decline with an optional reason and a suggested colleague. */
export function RespondForm({ token, invitation }: { token: string; invitation: Invitation | null }) {
  const t = useTranslations("ReviewRespond");
  const [status, setStatus] = useState(invitation?.status ?? "");
  const [banner, setBanner] = useState<string | null>(null);

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
          <InvitationAnswer target={{ token }} large onAnswered={setStatus} onFailed={setBanner} />
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
