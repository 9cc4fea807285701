"use client";

import { Button } from "@/components/ui/button";

/**
 * Filter chips; the first one ("all") clears the filter. The chosen value stays a chip even when the
 * current options lack it (a shared link, a category whose last item just went). Nothing to choose
 * from, nothing shown. Scrolls sideways on phones.
 */
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
  const chips = value && !options.includes(value) ? [value, ...options] : options;
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="-mx-1 flex min-w-0 max-w-full gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      {["", ...chips].map((o) => (
        <Button
          key={o || "all"}
          size="sm"
          variant={value === o ? "default" : "outline"}
          aria-pressed={value === o}
          className="shrink-0 rounded-full"
          onClick={() => onChange(o)}
        >
          {o ? <bdi>{format(o)}</bdi> : allLabel}
        </Button>
      ))}
    </div>
  );
}
