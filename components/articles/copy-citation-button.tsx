"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";

/** Copies one formatted reference as plain text; the page words its labels (no client messages needed). */
export function CopyCitationButton({ text, label, name, copied, failed }: { text: string; label: string; name: string; copied: string; failed: string }) {
  const [done, setDone] = useState(false);
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(text);
      setDone(true);
      toast({ title: copied });
    } catch {
      toast({ title: failed, variant: "destructive" });
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void onCopy()} aria-label={name}>
      {done ? <Check aria-hidden /> : <Copy aria-hidden />}
      {label}
    </Button>
  );
}
