"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A modal whose code (the form, react-hook-form, zod, the schema) loads when it is first opened
 * rather than with the page: `lazyDialog(() => import("./x-form-dialog").then((m) => m.XFormDialog))`.
 * It renders nothing until `open` is first true, then stays mounted, so it closes and reopens as
 * the eager one did. `preloadDialog` (hover or focus on the button that opens it) starts the
 * download earlier.
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
  return Object.assign(LazyDialog, { preload });
}
