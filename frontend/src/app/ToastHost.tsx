import { Alert, notification } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_TOAST_MS, type Toast, TOAST_CONFIG } from '../lib/useToast';
import { AntdTheme } from './theme';

interface ToastHostProps {
  /** Told, once the notifications are on the page, how to show a toast. */
  onReady: (show: (toast: Toast) => void) => void;
}

/** The toast on screen: `endsAt` is when it goes, in ms since the epoch. */
interface ShownToast {
  id: number;
  toast: Toast;
  endsAt: number;
}

/** The elements of a selector that are on screen (a closed antd dialog stays, hidden). */
function onScreen(selector: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => !element.closest('[style*="display: none"]'),
  );
}

/** The toast slot of the dialog on top (lib/ToastSlot.tsx): the last on the page, or null. */
function topSlot(): HTMLElement | null {
  return onScreen('[data-toast-slot]').at(-1) ?? null;
}

/**
 * A modal dialog on screen that has no toast slot (a confirmation, a form): its toasts still go
 * to the corner, but for the shorter time.
 */
function modalDialogOpen(): boolean {
  return onScreen('[aria-modal="true"]').length > 0;
}

/**
 * The top toast slot, followed as dialogs open and close while `watching` (a toast shows);
 * `refresh` reads it at once (as a toast is shown, so it never flashes in the corner first).
 */
function useTopSlot(watching: boolean) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const refresh = useCallback(() => setSlot(topSlot()), []);
  useEffect(() => {
    if (!watching) return undefined;
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [watching, refresh]);
  return { slot: watching ? slot : null, refresh };
}

/** A toast inside the open dialog, where the dialog put its slot. */
function ToastInDialog({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Alert
      className="toast-in-dialog"
      type={toast.variant ?? 'info'}
      showIcon
      title={toast.title}
      description={toast.description}
      closable={{ onClose, 'aria-label': 'Hide notification' }}
      style={{ pointerEvents: 'auto', boxShadow: '0 6px 16px rgba(0, 0, 0, 0.2)' }}
    />
  );
}

/**
 * Shows one toast at a time: in the window's corner, or, while a dialog with a toast slot is
 * open, inside that dialog, where it covers none of the dialog's controls. A toast moves with the
 * dialog's opening and closing for the rest of its time; while a dialog is open it is shorter.
 */
function Notifications({ onReady }: ToastHostProps) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  const [shown, setShown] = useState<ShownToast | null>(null);
  const { slot, refresh: refreshSlot } = useTopSlot(shown !== null);

  useEffect(() => {
    let lastId = 0;
    onReady((toast) => {
      const inDialog = topSlot() !== null || modalDialogOpen();
      const duration = inDialog ? DIALOG_TOAST_MS : TOAST_CONFIG.duration * 1000;
      lastId += 1;
      refreshSlot();
      setShown({ id: lastId, toast, endsAt: Date.now() + duration });
    });
  }, [onReady, refreshSlot]);

  const end = useCallback(
    (id: number) => setShown((current) => (current?.id === id ? null : current)),
    [],
  );

  useEffect(() => {
    if (!shown) return undefined;
    const remaining = shown.endsAt - Date.now();
    if (remaining <= 0) {
      end(shown.id);
      return undefined;
    }
    if (slot) {
      api.destroy();
      const timer = setTimeout(() => end(shown.id), Math.min(remaining, DIALOG_TOAST_MS));
      return () => clearTimeout(timer);
    }
    const { title, description, variant = 'info' } = shown.toast;
    api[variant]({
      key: String(shown.id),
      title,
      description,
      duration: remaining / 1000,
      onClose: () => end(shown.id),
    });
    return undefined;
  }, [shown, slot, api, end]);

  return (
    <>
      {holder}
      {shown &&
        slot &&
        createPortal(<ToastInDialog toast={shown.toast} onClose={() => end(shown.id)} />, slot)}
    </>
  );
}

/** antd's notifications in the current theme: the toasts' look, loaded with the first toast. */
export default function ToastHost(props: ToastHostProps) {
  return (
    <AntdTheme>
      <Notifications {...props} />
    </AntdTheme>
  );
}
