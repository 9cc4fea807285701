"use client";

import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

/**
 * A panel that slides over the page from the start or the end side on phones (under 768 px), over
 * a dimmed page; Escape, the overlay and a `SheetClose` close it. Its `SheetTitle` names it.
 */
export function Sheet({
  open,
  onOpenChange,
  side,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: "start" | "end";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 z-50 flex max-w-[85vw] flex-col shadow-2xl data-[state=open]:animate-in md:hidden",
            side === "start" ? "start-0" : "end-0",
            className,
          )}
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const SheetTitle = DialogPrimitive.Title;
export const SheetClose = DialogPrimitive.Close;
