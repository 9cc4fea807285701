"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

/** The one list search box: labelled for screen readers, the icon on the start side. */
export function SearchField({ value, onChange, label, placeholder }: { value: string; onChange: (v: string) => void; label: string; placeholder: string }) {
  return (
    <label className="relative min-w-0 flex-1 basis-80">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className="ps-9" />
    </label>
  );
}
