import { notification } from 'antd';
import { useEffect } from 'react';
import { type Toast, TOAST_CONFIG } from '../lib/useToast';
import { AntdTheme } from './theme';

interface ToastHostProps {
  /** Told, once the notifications are on the page, how to show a toast. */
  onReady: (show: (toast: Toast) => void) => void;
}

function Notifications({ onReady }: ToastHostProps) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  useEffect(() => {
    onReady(({ title, description, variant = 'info' }) => api[variant]({ title, description }));
  }, [api, onReady]);
  return holder;
}

/** antd's notifications in the current theme: the toasts' look, loaded with the first toast. */
export default function ToastHost({ onReady }: ToastHostProps) {
  return (
    <AntdTheme>
      <Notifications onReady={onReady} />
    </AntdTheme>
  );
}
