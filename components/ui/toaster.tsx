"use client";

import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, useToastState } from "@/lib/client/toast";
import { cn } from "@/lib/utils";

export const TOAST_DURATION = 5000;

/** One visible toast, 5000 ms by default, swipe right past 50 px, F8 focuses the region. */
export function Toaster({ regionLabel, closeLabel }: { regionLabel: string; closeLabel: string }) {
  const item = useToastState();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION} label={regionLabel}>
      {item && (
        <Toast.Root
          key={item.id}
          duration={item.duration ?? TOAST_DURATION}
          onOpenChange={(open) => !open && dismissToast()}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-all",
            item.variant === "destructive" ? "border-destructive bg-destructive text-destructive-foreground" : "bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={closeLabel} className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
