"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";

/**
 * The forms of the sign-in, sign-up and password pages, without react-hook-form (14 KB on the page's
 * first paint, where these pages have nothing else to load): the fields are read from the form
 * element on submit and checked by the schema the server parses, which loads on first use. Their
 * <form>s are POSTs: sent before the scripts run, they show the page again instead of putting a
 * password into the address.
 */

/** A field's error: a `Validation` key, under the field named by the key of this record. */
export type FieldErrors = Partial<Record<string, string>>;

/** Checks the form's fields against the schema `load` gives: the data, or each field's first error. */
export async function checkForm<T>(load: () => Promise<z.ZodType<T>>, form: HTMLFormElement): Promise<{ data: T } | { errors: FieldErrors }> {
  const parsed = (await load()).safeParse(Object.fromEntries(new FormData(form)));
  return parsed.success ? { data: parsed.data } : { errors: fieldErrorsOf(parsed.error) };
}

/**
 * A plain form sent to the JSON API: `submit` checks the fields, then `send`s the data; a refusal
 * that names fields lands under them, and its words (or `fallback`) in the form's banner, after
 * `onFailure` has seen it. The form stays busy after a success (the page moves on or changes).
 */
export function useApiForm<T>(load: () => Promise<z.ZodType<T>>, fallback: string) {
  const describe = useErrorText();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>, send: (data: T) => Promise<unknown>, onFailure?: (e: unknown) => void) {
    e.preventDefault();
    const form = e.currentTarget;
    // the schema's download can fail (a dropped connection): the banner says so, the next submit retries
    const checked = await checkForm(load, form).catch((failure: unknown) => setBanner(describe(failure, fallback)));
    if (!checked) return;
    if ("errors" in checked) return setErrors(checked.errors);
    setErrors({});
    setBanner(null);
    setPending(true);
    try {
      await send(checked.data);
    } catch (failure) {
      onFailure?.(failure);
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      setBanner(describe(failure, fallback));
      setPending(false);
    }
  }

  return { errors, banner, pending, submit };
}

/** A required input of a plain form, its label above and its error text under it; `aside` stands at the label's end. */
export function PlainField({
  name,
  label,
  error,
  password,
  aside,
  ...input
}: React.ComponentProps<"input"> & { name: string; label: string; error?: string; password?: boolean; aside?: React.ReactNode }) {
  const t = useTranslations("Login");
  const a11y = { id: name, name, required: true, "aria-invalid": !!error, "aria-describedby": `${name}-error` };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={name}>{label}</Label>
        {aside}
      </div>
      {password ? <PasswordInput {...input} {...a11y} dir="ltr" showLabel={t("showPassword")} hideLabel={t("hidePassword")} /> : <Input {...input} {...a11y} />}
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </div>
  );
}
