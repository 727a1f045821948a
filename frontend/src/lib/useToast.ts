import { App } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

// Spec: at most one toast on screen, shown for 5000 ms. Passed to antd's <App notification>.
export const TOAST_CONFIG = { maxCount: 1, duration: 5 } as const;

/** Shows a toast through the antd App context, so it follows the current theme. */
export function useToast(): (toast: Toast) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'info' }: Toast) => {
      notification[variant]({ title, description });
    },
    [notification],
  );
}
