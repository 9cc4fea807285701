"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { createContext, useContext, useId, useState } from "react";
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { FormBanner } from "@/components/ui/form-banner";
import { Input, Textarea } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { ApiError } from "@/lib/client/api";
import { hasMessage } from "@/lib/i18n/keys";
import { useFieldText } from "@/lib/i18n/use-field-text";
import { cn } from "@/lib/utils";

/**
 * A form's zod schema, or a loader of it. A form on a page's first paint passes the loader
 * (`() => import("@/lib/schemas/…").then((m) => m.ZSchema)`): zod then loads on the first
 * validation instead of with the page.
 */
export type SchemaSource<S> = S | (() => Promise<S>);

function resolverOf(source: SchemaSource<unknown>): Resolver<FieldValues> {
  if (typeof source !== "function") return zodResolver(source as never) as never;
  let loading: Promise<Resolver<FieldValues>> | undefined;
  return (values, context, options) => {
    loading ??= (source as () => Promise<unknown>)().then(
      (schema) => zodResolver(schema as never) as never,
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next validation
        throw error;
      },
    );
    return loading.then((resolve) => resolve(values, context, options));
  };
}

/**
 * react-hook-form over the same zod schema the server parses, so a form and its endpoint cannot disagree. Errors show once a
 * field was left (or on submit) and clear as soon as the field becomes valid.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: SchemaSource<S>, defaultValues: DefaultValues<z.input<S>>) {
  const [resolver] = useState(() => resolverOf(schema));
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver as never,
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues,
  });
}

/**
 * Runs a submit; a refusal that names fields (`fields` of a 400) lands under those fields, so one
 * message shows where it belongs, and so does one whose `reason` is in `byReason` (the field and
 * the `Validation` key: a wrong password under the password field). Other failures were already
 * told by the mutation's toast.
 */
export async function submitTo<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  run: () => Promise<unknown>,
  byReason: Record<string, [field: Path<T>, message: string]> = {},
) {
  try {
    await run();
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.fields) {
      for (const [field, key] of Object.entries(e.fields)) form.setError(field as Path<T>, { type: "server", message: key });
    }
    const named = e instanceof ApiError && e.reason ? byReason[e.reason] : undefined;
    if (named) form.setError(named[0], { type: "server", message: named[1] });
    return false;
  }
}

/** A <form> that provides its react-hook-form to the fields inside. */
export function Form<T extends FieldValues, O>({
  form,
  onSubmit,
  className,
  children,
  id,
}: {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: (values: O) => void | Promise<void>;
  className?: string;
  children: React.ReactNode;
  id?: string;
}) {
  return (
    <FormProvider {...form}>
      <form id={id} noValidate className={cn("grid gap-4", className)} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** Validation keys told once above the form ("fill in all required fields") rather than under each field. */
export const SummaryKeys = createContext<readonly string[]>([]);

/**
 * The translated message of a field's error (its message is a `Validation` key, with `values` for
 * its placeholders); marked-only for summary keys. `quiet` (see FieldProps) holds it back.
 */
export function useFieldError(name: string, { values, quiet }: { values?: Record<string, number>; quiet?: number } = {}): { invalid: boolean; text?: string } {
  const fieldText = useFieldText();
  const summary = useContext(SummaryKeys);
  const { getFieldState, formState } = useFormContext();
  const state = getFieldState(name, formState);
  const key = state.error?.message;
  if (!key || (quiet !== undefined && !state.isTouched && formState.submitCount <= quiet)) return { invalid: false };
  if (summary.includes(key)) return { invalid: true };
  return { invalid: true, text: fieldText(key, values) };
}

/** The form's one summary banner, when a summary key is among its errors. */
export function FormSummary() {
  const tv = useTranslations("Validation");
  const summary = useContext(SummaryKeys);
  const { formState } = useFormContext();
  const key = Object.values(formState.errors)
    .map((e) => e?.message)
    .find((m): m is string => typeof m === "string" && summary.includes(m));
  return hasMessage(tv, key) ? <FormBanner message={tv(key)} /> : null;
}

export type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  /** shown after the label of an optional field, e.g. "(optional)" */
  optionalLabel?: string;
  hint?: string;
  className?: string;
  /** values of the error message's placeholders (a file's `{mb}`) */
  messageValues?: Record<string, number>;
  /**
   * The form's submit count when the field appeared (a row just added): its error waits until the
   * field is touched or the form is submitted again, so a new empty row is not at once "required".
   */
  quiet?: number;
};

/** Label, hint and error around any control; `children` receives the ids to tie them together. */
export function FieldShell({
  name,
  label,
  required,
  optionalLabel,
  hint,
  className,
  messageValues,
  quiet,
  labelsControl = true,
  children,
}: FieldProps & {
  /** False when the control is no form control (the rich-text editor): the label names it through `aria-labelledby` only. */
  labelsControl?: boolean;
  children: (a11y: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const base = useId();
  const id = `${base}-${name}`;
  const error = useFieldError(name, { values: messageValues, quiet });
  const describedBy = [hint ? `${id}-hint` : "", error.text ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={labelsControl ? id : undefined} id={`${id}-label`}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden>
            {" "}
            *
          </span>
        ) : optionalLabel ? (
          <span className="text-xs font-normal text-muted-foreground"> ({optionalLabel})</span>
        ) : null}
      </Label>
      {children({ id, "aria-invalid": error.invalid || undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error.text}</FieldError>
    </div>
  );
}

/** A text input or textarea bound to the form by name. */
export function FormField({
  name,
  multiline,
  rows,
  type = "text",
  dir = "auto",
  placeholder,
  maxLength,
  inputMode,
  autoComplete,
  ...shell
}: FieldProps & {
  multiline?: boolean;
  rows?: number;
  type?: string;
  dir?: "auto" | "ltr" | "rtl";
  placeholder?: string;
  maxLength?: number;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
}) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} {...shell}>
      {(a11y) =>
        multiline ? (
          <Textarea {...a11y} {...register(name)} rows={rows ?? 4} dir={dir} placeholder={placeholder} maxLength={maxLength} required={shell.required} />
        ) : (
          <Input
            {...a11y}
            {...register(name)}
            type={type}
            dir={dir}
            placeholder={placeholder}
            maxLength={maxLength}
            inputMode={inputMode}
            autoComplete={autoComplete}
            required={shell.required}
          />
        )
      }
    </FieldShell>
  );
}

/** Any other control (select, tags, rich text, file) bound to the form by name. */
export function FormControl({
  name,
  render,
  ...shell
}: FieldProps & {
  labelsControl?: boolean;
  render: (
    field: ControllerRenderProps<FieldValues, string>,
    a11y: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string; "aria-labelledby": string },
  ) => React.ReactNode;
}) {
  const { control } = useFormContext();
  return (
    <FieldShell name={name} {...shell}>
      {(a11y) => <Controller name={name} control={control} render={({ field }) => <>{render(field, { ...a11y, "aria-labelledby": `${a11y.id}-label` })}</>} />}
    </FieldShell>
  );
}
