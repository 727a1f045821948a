import { type RefObject, useEffect } from 'react';

/**
 * While mounted, focus is in `dialog` (so its keys work and screen readers announce it); on
 * unmount it goes back to what had it before, the button or thumbnail that opened the dialog, if
 * that is still on the page.
 */
export function useFocusReturn(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus({ preventScroll: true });
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dialog]);
}
