"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { Form, useZodForm } from "@/components/forms/form";
import { Button, buttonVariants } from "@/components/ui/button";
import { TokenCard } from "@/components/auth/token-card";
import { PasswordField } from "@/components/forms/password-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import type { TResetPasswordForm } from "@/lib/schemas/auth";
import { AUTH_API } from "@/lib/users/types";

// on the page's first paint: zod loads when the form first validates (a field left, or a submit)
const schema = () => import("@/lib/schemas/auth").then((m) => m.ZResetPasswordForm);

/** /reset-password?token=…: a new password (with its confirmation); every session ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("ResetPassword");
  const describe = useErrorText();
  const router = useRouter();
  const form = useZodForm(schema, { password: "", confirmPassword: "" });
  const [banner, setBanner] = useState<string | null>(null);
  const [expired, setExpired] = useState(!token);

  async function onSubmit(values: TResetPasswordForm) {
    setBanner(null);
    try {
      await apiJson(`${AUTH_API}/reset_password.php`, { method: "POST", body: { token, password: values.password } });
      toast({ title: t("done") });
      router.replace("/login");
    } catch (e) {
      if (e instanceof ApiError && e.reason === "RESET_TOKEN_INVALID") setExpired(true);
      // the server alone knows the common passwords: its answer marks the field
      if (e instanceof ApiError && e.fields?.password) form.setError("password", { type: "server", message: e.fields.password });
      setBanner(describe(e, t("failed")));
    }
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
      <Form form={form} onSubmit={onSubmit}>
        <FormBanner message={banner} />
        <PasswordField name="password" label={t("password")} autoComplete="new-password" />
        <PasswordField name="confirmPassword" label={t("confirmPassword")} autoComplete="new-password" />
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </Form>
    </TokenCard>
  );
}
