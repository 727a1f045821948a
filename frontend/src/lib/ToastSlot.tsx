import type { CSSProperties } from 'react';
import './toastSlot.css';

interface ToastSlotProps {
  /**
   * Where the dialog wants its toasts: a place where none of its controls sits. With
   * 'toast-slot-over' (toastSlot.css) the slot lies over the dialog's picture.
   */
  className?: string;
  style?: CSSProperties;
}

/**
 * The place in an open dialog (the viewer, a drawer, the mask editor) where toasts show while it
 * is open, instead of the window's corner, where they would cover the dialog's own controls. The
 * app's toast host (app/ToastHost.tsx) finds it by its attribute; the last one on the page (the
 * dialog on top) takes the toast.
 */
export function ToastSlot({ className, style }: ToastSlotProps) {
  return <div data-toast-slot="" className={className} style={style} />;
}
