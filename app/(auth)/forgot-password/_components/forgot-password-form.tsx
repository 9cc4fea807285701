"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { Form, FormField, useZodForm } from "@/components/forms/form";
import { Button, buttonVariants } from "@/components/ui/button";
import { AuthCard } from "@/components/auth/auth-card";
import { apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { AUTH_API } from "@/lib/users/types";

// on the page's first paint: zod loads when the form first validates (a field left, or a submit)
const schema = () => import("@/lib/schemas/auth").then((m) => m.ZForgotPasswordInput);

/** /forgot-password: one answer whatever the e-mail (the server never tells whether it exists). */
export function ForgotPasswordForm() {
  const t = useTranslations("ForgotPassword");
  const describe = useErrorText();
  const form = useZodForm(schema, { email: "" });
  const [sent, setSent] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  async function onSubmit(values: { email: string }) {
    setBanner(null);
    try {
      await apiJson(`${AUTH_API}/forgot_password.php`, { method: "POST", body: values });
      setSent(true);
    } catch (e) {
      setBanner(describe(e, t("failed")));
    }
  }

  return (
    <AuthCard title={sent ? t("sentTitle") : t("title")} description={sent ? undefined : t("body")} contentClassName="grid gap-4">
      {sent ? (
        <div role="status" className="flex items-start gap-3 rounded-lg bg-secondary p-4 text-sm leading-7 text-secondary-foreground">
          <MailCheck className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
          <p>{t("sent")}</p>
        </div>
      ) : (
        <Form form={form} onSubmit={onSubmit}>
          <FormBanner message={banner} />
          <FormField name="email" label={t("email")} type="email" dir="ltr" autoComplete="email" required />
          <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("submitting") : t("submit")}
          </Button>
        </Form>
      )}
      <Link href="/login" className={buttonVariants({ variant: "outline", className: "w-full" })}>
        {t("back")}
      </Link>
    </AuthCard>
  );
}
