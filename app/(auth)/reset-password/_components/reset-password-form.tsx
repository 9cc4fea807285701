"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { checkForm, PlainField, useFieldText, type FieldErrors } from "@/components/forms/plain-form";
import { Button, buttonVariants } from "@/components/ui/button";
import { TokenCard } from "@/components/auth/token-card";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { AUTH_API } from "@/lib/users/types";

// zod loads once the form is used (a field focused), not with the page
const schema = () => import("@/lib/schemas/auth").then((m) => m.ZResetPasswordForm);

/** /reset-password?token=…: a new password (with its confirmation); every session ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("ResetPassword");
  const describe = useErrorText();
  const fieldText = useFieldText();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [expired, setExpired] = useState(!token);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = await checkForm(schema, e.currentTarget);
    if ("errors" in checked) return setErrors(checked.errors);
    setErrors({});
    setBanner(null);
    setPending(true);
    try {
      await apiJson(`${AUTH_API}/reset_password.php`, { method: "POST", body: { token, password: checked.data.password } });
      toast({ title: t("done") });
      router.replace("/login");
    } catch (e) {
      if (e instanceof ApiError && e.reason === "RESET_TOKEN_INVALID") setExpired(true);
      // the server alone knows the common passwords: its answer marks the field
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      setBanner(describe(e, t("failed")));
      setPending(false);
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
      <form onSubmit={onSubmit} onFocus={() => void schema()} noValidate className="grid gap-4">
        <FormBanner message={banner} />
        {(["password", "confirmPassword"] as const).map((name) => (
          <PlainField key={name} name={name} label={t(name)} password autoComplete="new-password" error={fieldText(errors[name])} />
        ))}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
    </TokenCard>
  );
}
