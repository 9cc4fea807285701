"use client";

import * as React from "react";

// A tiny store: one toast at a time, a new one replacing the previous, so the latest outcome is
// the one on screen.
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive"; duration?: number };
type ToastItem = ToastInput & { id: number };

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<(t: ToastItem | null) => void>();

export function toast(input: ToastInput) {
  current = { ...input, id: nextId++ };
  listeners.forEach((l) => l(current));
}

export function dismissToast() {
  current = null;
  listeners.forEach((l) => l(null));
}

export function useToastState() {
  const [item, setItem] = React.useState<ToastItem | null>(current);
  React.useEffect(() => {
    listeners.add(setItem);
    return () => void listeners.delete(setItem);
  }, []);
  return item;
}
