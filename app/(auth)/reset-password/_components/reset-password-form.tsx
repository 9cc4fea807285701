"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { PlainField, useApiForm } from "@/components/forms/plain-form";
import { useFieldText } from "@/lib/i18n/use-field-text";
import { Button, buttonVariants } from "@/components/ui/button";
import { TokenCard } from "@/components/auth/token-card";
import { toast } from "@/lib/client/toast";
import { ApiError, apiJson } from "@/lib/client/api";
import { AUTH_API } from "@/lib/users/types";

// zod loads once the form is used (a field focused), not with the page
const schema = () => import("@/lib/schemas/auth").then((m) => m.ZResetPasswordForm);

/**
 * /reset-password?token=…: a new password (with its confirmation); every session ends. The server
 * alone knows the common passwords: its refusal lands under the field.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("ResetPassword");
  const fieldText = useFieldText();
  const router = useRouter();
  const form = useApiForm(schema, t("failed"));
  const [expired, setExpired] = useState(!token);

  async function send({ password }: { password: string }) {
    await apiJson(`${AUTH_API}/reset_password.php`, { method: "POST", body: { token, password } });
    toast({ title: t("done") });
    router.replace("/login");
  }

  return (
    <TokenCard
      ns="ResetPassword"
      token={token}
      links={
        expired && (
          <Link href="/forgot-password" className={buttonVariants({ className: "w-full" })}>
            {t("requestNew")}
          </Link>
        )
      }
    >
      <form
        method="post"
        onSubmit={(e) => form.submit(e, send, (e) => e instanceof ApiError && e.reason === "RESET_TOKEN_INVALID" && setExpired(true))}
        onFocus={() => void schema()}
        noValidate
        className="grid gap-4"
      >
        <FormBanner message={form.banner} />
        {(["password", "confirmPassword"] as const).map((name) => (
          <PlainField key={name} name={name} label={t(name)} password autoComplete="new-password" error={fieldText(form.errors[name])} />
        ))}
        <Button type="submit" size="lg" className="w-full" disabled={form.pending}>
          {form.pending ? t("submitting") : t("submit")}
        </Button>
      </form>
    </TokenCard>
  );
}
