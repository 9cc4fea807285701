"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormBanner } from "@/components/ui/form-banner";
import { useErrorText } from "@/lib/client/errors";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthSwitch } from "@/components/auth/auth-card";
import { checkForm, PlainField, type FieldErrors } from "@/components/forms/plain-form";
import { useFieldText } from "@/lib/i18n/use-field-text";
import { toast } from "@/lib/client/toast";
import { signupAction } from "../actions";
import { PictureDrop } from "./picture-drop";
import { VALIDATION_LIMITS } from "@/lib/schemas/limits";

// zod loads once the form is used (a field focused), not with the page
const signupSchema = () => import("@/lib/schemas/auth").then((m) => m.ZSignupForm);

const FIELDS = [
  { name: "fullName", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email", dir: "ltr" },
  { name: "phone", type: "tel", autoComplete: "tel", dir: "ltr" },
] as const;

export function SignupForm() {
  const t = useTranslations("Signup");
  const tv = useTranslations("Validation");
  const te = useTranslations("Errors");
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [banner, setBanner] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = await checkForm(signupSchema, form);
    if ("errors" in checked) return setErrors(checked.errors);
    const fd = new FormData(form);
    setErrors({});
    setBanner(null);
    fd.delete("picture");
    if (picture) fd.set("picture", picture);
    startTransition(async () => {
      const result = await signupAction(fd);
      if (result.ok) {
        const { email, signedIn } = result.data;
        // the verification mail is queued with the account either way
        toast({
          title: signedIn ? t("signedIn") : t("success"),
          description: t(signedIn ? "verifySent" : "verifySentSignIn", { email: `\u2068${email}\u2069` }),
        });
        router.push(signedIn ? "/" : "/login");
        router.refresh();
        return;
      }
      if (result.code === "EMAIL_EXISTS") return setErrors({ email: "emailExists" });
      if (result.code === "VALIDATION" && result.fieldErrors) return setErrors(result.fieldErrors);
      if (result.code === "UNSUPPORTED_TYPE") return setPictureError(tv("imageOnly"));
      if (result.code === "TOO_LARGE") return setPictureError(tv("imageTooLarge", VALIDATION_LIMITS.imageTooLarge));
      setBanner(errorText(result, t("failed")));
    });
  }

  const message = (key?: string) => (key === "emailExists" ? te("EMAIL_EXISTS") : fieldText(key));

  return (
    <AuthCard title={t("title")} description={t("subtitle")}>
      <form method="post" onSubmit={onSubmit} onFocus={() => void signupSchema()} noValidate className="grid gap-4">
        <FormBanner message={banner} />
        {FIELDS.map(({ name, ...field }) => (
          <PlainField key={name} name={name} label={t(name)} {...field} error={message(errors[name])} />
        ))}
        <PictureDrop file={picture} onChange={setPicture} error={pictureError} onError={(k) => setPictureError(k ? tv(k) : null)} />
        {(["password", "confirmPassword"] as const).map((name) => (
          <PlainField key={name} name={name} label={t(name)} password autoComplete="new-password" error={message(errors[name])} />
        ))}
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t("submitting") : t("submit")}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          {t("agreePrefix")}{" "}
          <Link href="/terms" className="text-primary underline underline-offset-2">
            {t("terms")}
          </Link>{" "}
          {t("and")}{" "}
          <Link href="/privacy" className="text-primary underline underline-offset-2">
            {t("privacy")}
          </Link>
        </p>
        <AuthSwitch prompt={t("haveAccount")} href="/login" label={t("signIn")} />
      </form>
    </AuthCard>
  );
}
