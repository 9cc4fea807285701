"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FieldShell } from "@/components/forms/form";
import { PasswordInput } from "@/components/ui/password-input";

/** A required password field of the surrounding form, with its show / hide eye. */
export function PasswordField({ name, label, autoComplete }: { name: string; label: string; autoComplete: string }) {
  const t = useTranslations("Login");
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} required>
      {(a11y) => (
        <PasswordInput
          {...a11y}
          {...register(name)}
          dir="ltr"
          autoComplete={autoComplete}
          required
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
        />
      )}
    </FieldShell>
  );
}
