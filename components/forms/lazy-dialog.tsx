"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A modal whose code (the form, react-hook-form, zod, the schema) loads when it is first opened
 * rather than with the page: `lazyDialog(() => import("./x-form-dialog").then((m) => m.XFormDialog))`.
 * It renders nothing until `open` is first true, then stays mounted, so it closes and reopens as
 * the eager one did. `preload` (hover or focus on the button that opens it) starts the download
 * earlier; `opener(open, onOpen)` gives that button its props: it says it opens a dialog and whether
 * it is open, opens it on a click and preloads it on hover or focus.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** whether these props show it: by default its `open` (a dialog without `open` is shown while rendered) */
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open !== false,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((C) => ({ default: C })));
  const Loaded = lazy(preload);
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (!wanted && open) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Loaded {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    ) : null;
  }
  const opener = (open: boolean, onOpen: () => void) => ({
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onClick: onOpen,
    onPointerEnter: preload,
    onFocus: preload,
  });
  return Object.assign(LazyDialog, { preload, opener });
}
