"use client";

import { Pencil, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FieldShell, Form, FormControl, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { TagInput } from "@/components/forms/tag-input";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-input";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { ProfileJson } from "@/lib/profile/types";
import type { TProfileForm } from "@/lib/schemas/profile";
import { PROFILE_API } from "@/lib/profile/types";
import { ProfileTabCard } from "./tab-card";

// zod loads on the form's first validation, not with the page
const schema = () => import("@/lib/schemas/profile").then((m) => m.ZProfileForm);

/** Personal info: read-only until 'تعديل'; saving persists, says so and ends edit mode. */
export function PersonalTab({ profile }: { profile: ProfileJson }) {
  const t = useTranslations("Profile");
  const tp = useTranslations("Profile.personal");
  const tl = useTranslations("Login");
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const initial: TProfileForm = {
    name: profile.name,
    email: profile.email,
    bio: profile.bio,
    location: profile.location,
    phone: profile.phone,
    current_password: "",
    handle: profile.handle,
    affiliation: profile.affiliation,
    orcid: profile.orcid,
    interests: profile.interests,
  };
  const form = useZodForm(schema, initial);
  const emailChanged = form.watch("email").trim().toLowerCase() !== profile.email;
  const save = useApiMutation<TProfileForm, { profile: ProfileJson }>({
    request: (v) => apiJson(`${PROFILE_API}/update.php`, { method: "PUT", body: { ...v, current_password: emailChanged ? v.current_password : undefined } }),
    invalidate: [`${PROFILE_API}/read.php`],
    success: () => ({ title: t("saved") }),
    failure: { title: t("saveFailed"), fallback: t("saveFailed") },
  });

  function toggle() {
    if (editing) form.reset(initial);
    setEditing((e) => !e);
  }

  async function onSubmit(values: TProfileForm) {
    const ok = await submitTo(
      form,
      async () => {
        const { profile: saved } = await save.mutateAsync(values);
        form.reset({ ...values, email: saved.email, current_password: "" });
      },
      {
        WRONG_PASSWORD: ["current_password", "invalid"],
        CURRENT_PASSWORD_REQUIRED: ["current_password", "invalid"],
        HANDLE_TAKEN: ["handle", "handleTaken"],
        HANDLE_RESERVED: ["handle", "handleReserved"],
        ORCID_TAKEN: ["orcid", "orcidTaken"],
      },
    );
    if (ok) {
      setEditing(false);
      router.refresh();
    }
  }

  const readOnly = !editing;
  return (
    <ProfileTabCard
      title={tp("title")}
      description={tp("description")}
      action={
        <Button type="button" variant={editing ? "outline" : "default"} onClick={toggle}>
          {editing ? <X aria-hidden /> : <Pencil aria-hidden />}
          {editing ? tp("cancel") : tp("edit")}
        </Button>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="gap-5">
        <fieldset disabled={readOnly} className="grid gap-5 md:grid-cols-2">
          <FormField name="name" label={tp("name")} required autoComplete="name" maxLength={100} />
          <FormField name="email" label={tp("email")} type="email" dir="ltr" required autoComplete="email" />
          <FormField name="phone" label={tp("phone")} type="tel" dir="ltr" inputMode="tel" autoComplete="tel" />
          <FormField name="location" label={tp("location")} maxLength={120} />
          <FormField name="handle" label={tp("handle")} hint={tp("handleHint")} dir="ltr" required maxLength={31} autoComplete="username" />
          <FormField name="affiliation" label={tp("affiliation")} maxLength={200} autoComplete="organization" />
          <FormField name="orcid" label={tp("orcid")} hint={tp("orcidHint")} dir="ltr" maxLength={40} placeholder="0000-0000-0000-0000" />
          <FormControl
            name="interests"
            label={tp("interests")}
            render={(f, a11y) => (
              <TagInput
                id={a11y.id}
                value={f.value}
                onChange={f.onChange}
                placeholder={tp("interestPlaceholder")}
                addLabel={tp("addInterest")}
                removeLabel={(tag) => tp("removeInterest", { tag })}
                invalid={a11y["aria-invalid"]}
              />
            )}
          />
          <FormField name="bio" label={tp("bio")} multiline rows={4} maxLength={1000} className="md:col-span-2" />
          {editing && emailChanged && (
            <FieldShell name="current_password" label={tp("currentPassword")} hint={tp("currentPasswordHint")} required className="md:col-span-2">
              {(a11y) => (
                <PasswordInput
                  {...a11y}
                  {...form.register("current_password")}
                  dir="ltr"
                  autoComplete="current-password"
                  showLabel={tl("showPassword")}
                  hideLabel={tl("hidePassword")}
                />
              )}
            </FieldShell>
          )}
        </fieldset>
        {editing && (
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? tp("saving") : tp("save")}
            </Button>
          </div>
        )}
      </Form>
    </ProfileTabCard>
  );
}
