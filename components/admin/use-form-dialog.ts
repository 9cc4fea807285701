"use client";

import { useState } from "react";

/**
 * The add / edit dialog of an admin table: `edit(row)` or `edit(null)` (add) opens it on a fresh
 * form (a new `key` each time); `dialogProps` keeps it open while it animates out.
 */
export function useFormDialog<T>() {
  const [state, setState] = useState<{ open: boolean; row: T | null; key: number }>({ open: false, row: null, key: 0 });
  return {
    key: state.key,
    row: state.row,
    edit: (row: T | null) => setState((s) => ({ open: true, row, key: s.key + 1 })),
    dialogProps: { open: state.open, onOpenChange: (open: boolean) => setState((s) => ({ ...s, open })) },
  };
}
