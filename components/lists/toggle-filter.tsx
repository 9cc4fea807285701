"use client";

import { Button } from "@/components/ui/button";

/** An on / off filter of a list (e.g. "mine only"): a pressed button while it narrows the list. */
export function ToggleFilter({ label, pressed, onChange, size }: { label: string; pressed: boolean; onChange: (on: boolean) => void; size?: "sm" }) {
  return (
    <Button size={size} variant={pressed ? "default" : "ghost"} aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      {label}
    </Button>
  );
}
