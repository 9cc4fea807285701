"use client";

import { Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

/** The owner's way into a card's requests, with the number still waiting for an answer. */
export function RequestsButton({ label, pending, onClick }: { label: string; pending: number; onClick: () => void }) {
  const format = useDateFormatter();
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      <Inbox /> {label}
      {pending > 0 && (
        <span className="rounded-full bg-primary px-1.5 text-[10px] text-primary-foreground">
          <bdi>{format.number(pending)}</bdi>
        </span>
      )}
    </Button>
  );
}
