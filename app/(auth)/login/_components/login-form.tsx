"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { useErrorText } from "@/lib/client/errors";
import { hasMessage } from "@/lib/i18n/keys";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthSwitch } from "@/components/auth/auth-card";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { adminLoginAction, loginAction } from "../actions";

/** Member sign-in (/login) and admin sign-in (/admin/login) share this form; `next` is where to go back to. */
export function LoginForm({ variant, next }: { variant: "member" | "admin"; next?: string | null }) {
  const t = useTranslations("Login");
  const ta = useTranslations("AdminLogin");
  const tv = useTranslations("Validation");
  const fieldText = (key?: string) => (!key ? undefined : hasMessage(tv, key) ? tv(key) : tv("invalid"));
  const errorText = useErrorText();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [banner, setBanner] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
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
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormBanner message={banner} />
        <div className="grid gap-2">
          <Label htmlFor="email">{t("email")}</Label>
          <Input
            id="email"
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            placeholder={t("emailPlaceholder")}
            aria-invalid={!!fieldErrors.email}
            aria-describedby="email-error"
          />
          <FieldError id="email-error">{fieldText(fieldErrors.email)}</FieldError>
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">{t("password")}</Label>
            {!isAdmin && (
              <Link href="/forgot-password" className="text-xs text-primary hover:underline">
                {t("forgotPassword")}
              </Link>
            )}
          </div>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            required
            dir="ltr"
            showLabel={t("showPassword")}
            hideLabel={t("hidePassword")}
            aria-invalid={!!fieldErrors.password}
            aria-describedby="password-error"
          />
          <FieldError id="password-error">{fieldText(fieldErrors.password)}</FieldError>
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {isAdmin ? (pending ? ta("submitting") : ta("submit")) : pending ? t("submitting") : t("submit")}
        </Button>
        {isAdmin ? <AuthSwitch href="/login" label={ta("memberLogin")} /> : <AuthSwitch prompt={t("noAccount")} href="/signup" label={t("createAccount")} />}
      </form>
    </AuthCard>
  );
}
