"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell, submitTo, useZodForm } from "@/components/forms/form";
import type { FormDialog as EagerFormDialog } from "@/components/forms/form-dialog";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-input";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { TDeleteAccountInput } from "@/lib/schemas/profile";
import { PROFILE_API } from "@/lib/profile/types";
import { ProfileTabCard } from "./tab-card";

// zod loads on the form's first validation, and the dialog (Radix's, its focus trap and layers)
// when first asked for, not with the page
const schema = () => import("@/lib/schemas/profile").then((m) => m.ZDeleteAccountInput);
const FormDialog = lazyDialog(() => import("@/components/forms/form-dialog").then((m) => m.FormDialog)) as unknown as typeof EagerFormDialog &
  Pick<ReturnType<typeof lazyDialog>, "preload" | "opener">;

function PasswordField({ label }: { label: string }) {
  const tl = useTranslations("Login");
  const { register } = useFormContext<TDeleteAccountInput>();
  return (
    <FieldShell name="password" label={label} required>
      {(a11y) => (
        <PasswordInput
          {...a11y}
          {...register("password")}
          dir="ltr"
          autoComplete="current-password"
          required
          showLabel={tl("showPassword")}
          hideLabel={tl("hidePassword")}
        />
      )}
    </FieldShell>
  );
}

/** Danger zone: after the spec's confirmation and the password, the account is gone and /login says so. */
export function DangerTab() {
  const t = useTranslations("Profile.danger");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useZodForm(schema, { password: "" });
  const remove = useApiMutation<TDeleteAccountInput>({
    request: (body) => apiJson(`${PROFILE_API}/delete.php`, { method: "DELETE", body }),
    invalidate: [],
    success: () => ({ title: t("done") }),
    failure: { title: t("failed"), fallback: t("failed") },
  });

  async function onSubmit(values: TDeleteAccountInput) {
    const ok = await submitTo(form, () => remove.mutateAsync(values), { WRONG_PASSWORD: ["password", "invalid"] });
    if (ok) {
      setOpen(false);
      router.replace("/login");
      router.refresh();
    }
  }

  return (
    <ProfileTabCard title={t("title")} description={t("description")} danger>
      <Button
        type="button"
        variant="destructive"
        {...FormDialog.opener(open, () => {
          form.reset({ password: "" });
          setOpen(true);
        })}
      >
        <Trash2 aria-hidden />
        {t("button")}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t("confirmTitle")}
        description={t("confirm")}
        form={form}
        onSubmit={onSubmit}
        submitLabel={t("submit")}
        pendingLabel={t("submitting")}
      >
        <PasswordField label={t("password")} />
      </FormDialog>
    </ProfileTabCard>
  );
}
