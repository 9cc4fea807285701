"use client";

import { Input, Textarea } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";

type Common = { name: string; label: string; error?: string; required?: boolean; optionalLabel?: string };

/** A labelled input or textarea with its error, tied together for screen readers. */
export function FormField({ name, label, error, required, optionalLabel, multiline, rows, ...props }: Common & {
  multiline?: boolean;
  rows?: number;
} & Omit<React.ComponentProps<"input">, "name">) {
  const id = `f-${name}`;
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? <span className="text-destructive"> *</span> : optionalLabel ? <span className="text-xs font-normal text-muted-foreground"> ({optionalLabel})</span> : null}
      </Label>
      {multiline ? (
        <Textarea id={id} name={name} rows={rows ?? 4} dir="auto" aria-invalid={!!error || undefined} aria-describedby={describedBy}
          defaultValue={props.defaultValue as string | undefined} placeholder={props.placeholder} maxLength={props.maxLength} />
      ) : (
        <Input id={id} name={name} dir="auto" aria-invalid={!!error || undefined} aria-describedby={describedBy} {...props} />
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** First issue per field, as Validation keys. */
export function issuesByField(issues: { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? "_")] ??= i.message;
  return out;
}
