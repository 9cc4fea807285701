"use client";

import { FormControl, type FieldProps } from "@/components/forms/form";
import { Select, type SelectOption } from "@/components/ui/select";

// Apart from form.tsx, so that a form without a choice (the contact form) does not load Radix's Select.

/** A select's options from a list of values and their labels. */
export const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string): SelectOption[] =>
  values.map((value) => ({ value, label: label(value) }));

/** A choice of the form (the kit's Select) bound by name. */
export function FormSelect({ options, placeholder, ...shell }: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FormControl
      {...shell}
      render={(f, a11y) => <Select {...a11y} value={f.value ?? ""} onValueChange={f.onChange} placeholder={placeholder} options={options} />}
    />
  );
}
