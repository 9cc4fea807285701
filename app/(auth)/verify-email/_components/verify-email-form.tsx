"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { Button, buttonVariants } from "@/components/ui/button";
import { TokenCard } from "@/components/auth/token-card";
import { apiJson } from "@/lib/client/api";
import { AUTH_API } from "@/lib/users/types";
import { useErrorText } from "@/lib/client/errors";

/** /verify-email?token=…: one press confirms the address the link was sent to. */
export function VerifyEmailForm({ token }: { token: string }) {
  const t = useTranslations("VerifyEmail");
  const describe = useErrorText();
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [banner, setBanner] = useState<string | null>(null);

  async function onConfirm() {
    setBanner(null);
    setState("busy");
    try {
      await apiJson(`${AUTH_API}/verify_email.php`, { method: "POST", body: { token } });
      setState("done");
    } catch (e) {
      setBanner(describe(e, t("failed")));
      setState("idle");
    }
  }

  return (
    <TokenCard
      ns="VerifyEmail"
      token={token}
      back={state !== "done"}
      links={
        state === "done" && (
          <Link href="/" className={buttonVariants({ className: "w-full" })}>
            {t("home")}
          </Link>
        )
      }
    >
      {state === "done" ? (
        <p role="status" className="rounded-md bg-primary/10 p-3 text-center text-sm font-medium text-primary">
          {t("done")}
        </p>
      ) : (
        <>
          <FormBanner message={banner} />
          <Button type="button" size="lg" className="w-full" disabled={state === "busy"} onClick={onConfirm}>
            {state === "busy" ? t("submitting") : t("submit")}
          </Button>
        </>
      )}
    </TokenCard>
  );
}
