import { useRef } from "react";

type AutoFocusEvent = Event & { preventDefault(): void };

/**
 * A modal's auto-focus handlers (Radix Dialog and AlertDialog): when it closes, the focus goes back
 * to what had it when it opened: the button that opened it, which need not be the dialog's trigger
 * (a lazily loaded dialog's never is). `onOpen` and `onClose` are the caller's own handlers.
 */
export function useReturnFocus(onOpen?: (event: AutoFocusEvent) => void, onClose?: (event: AutoFocusEvent) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: AutoFocusEvent) {
      // the focus has not moved into the dialog yet
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpen?.(event);
    },
    onCloseAutoFocus(event: AutoFocusEvent) {
      onClose?.(event);
      if (!event.defaultPrevented && opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}
