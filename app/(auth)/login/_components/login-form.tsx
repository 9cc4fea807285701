"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { useErrorText } from "@/lib/client/errors";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthSwitch } from "@/components/auth/auth-card";
import { PlainField, type FieldErrors } from "@/components/forms/plain-form";
import { useFieldText } from "@/lib/i18n/use-field-text";
import { toast } from "@/lib/client/toast";
import { adminLoginAction, loginAction } from "../actions";

/** Member sign-in (/login) and admin sign-in (/admin/login) share this form; `next` is where to go back to. */
export function LoginForm({ variant, next }: { variant: "member" | "admin"; next?: string | null }) {
  const t = useTranslations("Login");
  const ta = useTranslations("AdminLogin");
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [banner, setBanner] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const isAdmin = variant === "admin";

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    setFieldErrors({});
    setBanner(null);
    // the action checks the fields (ZLoginInput) and answers their message keys: zod stays off this page
    startTransition(async () => {
      const result = await (isAdmin ? adminLoginAction : loginAction)({ ...input, next: next ?? undefined });
      if (!result.ok && result.fieldErrors) {
        setFieldErrors(result.fieldErrors);
        return;
      }
      if (result.ok) {
        if (isAdmin) toast({ title: ta("success") });
        router.replace(result.data.next);
        router.refresh();
        return;
      }
      const fallback = isAdmin ? ta("failed") : t("failed");
      setBanner(isAdmin && result.code === "INVALID_CREDENTIALS" ? ta("failed") : errorText(result, fallback));
    });
  }

  return (
    <AuthCard title={isAdmin ? ta("title") : t("title")} description={isAdmin ? ta("subtitle") : t("subtitle")}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormBanner message={banner} />
        <PlainField
          name="email"
          label={t("email")}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          error={fieldText(fieldErrors.email)}
        />
        <PlainField
          name="password"
          label={t("password")}
          password
          autoComplete="current-password"
          error={fieldText(fieldErrors.password)}
          aside={
            !isAdmin && (
              <Link href="/forgot-password" className="text-xs text-primary hover:underline">
                {t("forgotPassword")}
              </Link>
            )
          }
        />
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {isAdmin ? (pending ? ta("submitting") : ta("submit")) : pending ? t("submitting") : t("submit")}
        </Button>
        {isAdmin ? <AuthSwitch href="/login" label={ta("memberLogin")} /> : <AuthSwitch prompt={t("noAccount")} href="/signup" label={t("createAccount")} />}
      </form>
    </AuthCard>
  );
}
