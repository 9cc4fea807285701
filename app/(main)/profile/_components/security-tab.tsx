"use client";

import { useTranslations } from "next-intl";
import { Form, submitTo, useZodForm } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/forms/password-field";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { TPasswordChangeInput } from "@/lib/schemas/profile";
import { PROFILE_API } from "@/lib/profile/types";
import { ProfileTabCard } from "./tab-card";

// zod loads on the form's first validation, not with the page
const schema = () => import("@/lib/schemas/profile").then((m) => m.ZPasswordChangeInput);

/** Security: the change happens only with the right current password and a confirmed new one (≥ 8, not a common one: the server says so). */
export function SecurityTab() {
  const t = useTranslations("Profile.security");
  const empty = { current_password: "", new_password: "", confirm_password: "" };
  const form = useZodForm(schema, empty);
  const change = useApiMutation<TPasswordChangeInput>({
    request: (body) => apiJson(`${PROFILE_API}/password.php`, { method: "PUT", body }),
    invalidate: [],
    success: () => ({ title: t("done") }),
    failure: { title: t("failed"), fallback: t("failed") },
  });

  async function onSubmit(values: TPasswordChangeInput) {
    const ok = await submitTo(form, () => change.mutateAsync(values), { WRONG_PASSWORD: ["current_password", "invalid"] });
    if (ok) form.reset(empty);
  }

  return (
    <ProfileTabCard title={t("title")} description={t("description")}>
      <Form form={form} onSubmit={onSubmit} className="max-w-xl gap-5">
        <PasswordField name="current_password" label={t("currentPassword")} autoComplete="current-password" />
        <PasswordField name="new_password" label={t("newPassword")} autoComplete="new-password" />
        <PasswordField name="confirm_password" label={t("confirmPassword")} autoComplete="new-password" />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("submitting") : t("submit")}
          </Button>
        </div>
      </Form>
    </ProfileTabCard>
  );
}
