"use client";

import { useFormContext } from "react-hook-form";

/** A list field as checkboxes: the chosen values, kept in the options' order. */
export function FormCheckboxGroup<V extends string>({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
}) {
  const { watch, setValue } = useFormContext();
  const chosen = (watch(name) ?? []) as V[];
  const toggle = (value: V, on: boolean) =>
    setValue(name, on ? options.map((o) => o.value).filter((v) => v === value || chosen.includes(v)) : chosen.filter((v) => v !== value), {
      shouldDirty: true,
    });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={chosen.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
