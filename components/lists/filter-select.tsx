"use client";

import { useId } from "react";
import { Select } from "@/components/ui/select";

/** A labelled filter of a list's toolbar (e.g. "Status: All | Pending | …"); "" is the "all" choice. */
export function FilterSelect({
  label,
  allLabel,
  value,
  onChange,
  options,
  className = "w-40",
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** the select's width (longer labels want more) */
  className?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <span id={id}>{label}</span>
      <Select aria-labelledby={id} className={className} value={value} onValueChange={onChange} options={[{ value: "", label: allLabel }, ...options]} />
    </div>
  );
}
