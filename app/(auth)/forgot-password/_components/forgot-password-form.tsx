"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { PlainField, useApiForm } from "@/components/forms/plain-form";
import { useFieldText } from "@/lib/i18n/use-field-text";
import { Button, buttonVariants } from "@/components/ui/button";
import { AuthCard } from "@/components/auth/auth-card";
import { apiJson } from "@/lib/client/api";
import { AUTH_API } from "@/lib/users/types";

// zod loads once the form is used (a field focused), not with the page
const schema = () => import("@/lib/schemas/auth").then((m) => m.ZForgotPasswordInput);

/** /forgot-password: one answer whatever the e-mail (the server never tells whether it exists). */
export function ForgotPasswordForm() {
  const t = useTranslations("ForgotPassword");
  const fieldText = useFieldText();
  const form = useApiForm(schema, t("failed"));
  const [sent, setSent] = useState(false);

  return (
    <AuthCard title={sent ? t("sentTitle") : t("title")} description={sent ? undefined : t("body")} contentClassName="grid gap-4">
      {sent ? (
        <div role="status" className="flex items-start gap-3 rounded-lg bg-secondary p-4 text-sm leading-7 text-secondary-foreground">
          <MailCheck className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
          <p>{t("sent")}</p>
        </div>
      ) : (
        <form
          method="post"
          onSubmit={(e) => form.submit(e, (body) => apiJson(`${AUTH_API}/forgot_password.php`, { method: "POST", body }).then(() => setSent(true)))}
          onFocus={() => void schema()}
          noValidate
          className="grid gap-4"
        >
          <FormBanner message={form.banner} />
          <PlainField name="email" label={t("email")} type="email" dir="ltr" autoComplete="email" error={fieldText(form.errors.email)} />
          <Button type="submit" size="lg" className="w-full" disabled={form.pending}>
            {form.pending ? t("submitting") : t("submit")}
          </Button>
        </form>
      )}
      <Link href="/login" className={buttonVariants({ variant: "outline", className: "w-full" })}>
        {t("back")}
      </Link>
    </AuthCard>
  );
}
