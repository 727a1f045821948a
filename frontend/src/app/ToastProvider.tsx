import { lazy, type ReactNode, useCallback, useRef, useState } from 'react';
import { LoadWhenNeeded } from '../lib/LoadWhenNeeded';
import { type Toast, ToastContext } from '../lib/useToast';

// antd's notification, fetched with the first toast rather than with every page.
const ToastHost = lazy(() => import('./ToastHost'));

type ShowToast = (toast: Toast) => void;

/**
 * The app's one place for toasts, above every page, so a toast outlives the page that showed it
 * (a sign-in toast, then the dashboard). Toasts asked for before the host has loaded wait for it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState(false);
  const host = useRef<ShowToast | null>(null);
  const waiting = useRef<Toast[]>([]);

  const show = useCallback((toast: Toast) => {
    if (host.current) {
      host.current(toast);
      return;
    }
    waiting.current.push(toast);
    setAsked(true);
  }, []);

  const hostReady = useCallback((showNow: ShowToast) => {
    host.current = showNow;
    waiting.current.splice(0).forEach(showNow);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <LoadWhenNeeded when={asked}>
        <ToastHost onReady={hostReady} />
      </LoadWhenNeeded>
    </ToastContext.Provider>
  );
}
