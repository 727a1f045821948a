import { createContext, type ReactNode, useContext } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

// Spec: at most one toast on screen, shown for 5000 ms. antd's notification settings.
export const TOAST_CONFIG = { maxCount: 1, duration: 5 } as const;

/**
 * How long a toast stays while a dialog is open, in ms: shorter than the spec's default, as the
 * toast then sits inside the dialog (or beside it) while the user works there.
 */
export const DIALOG_TOAST_MS = 3000;

/** How a toast reaches the screen; the app's toast host (app/ToastProvider.tsx) provides it. */
export const ToastContext = createContext<((toast: Toast) => void) | null>(null);

/** Shows a toast in the app's one toast host, which follows the current theme. */
export function useToast(): (toast: Toast) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
