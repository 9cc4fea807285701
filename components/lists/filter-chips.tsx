"use client";

import { Button } from "@/components/ui/button";

/** Filter chips; the first one ("all") clears the filter. Scrolls sideways on phones. */
export function FilterChips({
  options,
  value,
  onChange,
  allLabel,
  label,
  format = (o) => o,
}: {
  options: readonly string[];
  value: string;
  onChange: (v: string) => void;
  allLabel: string;
  label: string;
  format?: (o: string) => string;
}) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex min-w-0 max-w-full gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      {["", ...options].map((o) => (
        <Button
          key={o || "all"}
          size="sm"
          variant={value === o ? "default" : "outline"}
          aria-pressed={value === o}
          className="shrink-0 rounded-full"
          onClick={() => onChange(o)}
        >
          {o ? format(o) : allLabel}
        </Button>
      ))}
    </div>
  );
}
