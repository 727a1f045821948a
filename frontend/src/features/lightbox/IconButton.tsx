import type { ReactNode } from 'react';

interface IconButtonProps {
  /** The accessible name, also shown as the browser's tooltip. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  /** Under way: a spinning ring instead of the icon, and aria-busy. */
  busy?: boolean;
  className?: string;
}

/** A round icon button of the dark lightbox (plain HTML: see glyphs.tsx for why not antd's). */
export function IconButton({ label, icon, onClick, disabled, busy, className }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `lightbox-icon-button ${className}` : 'lightbox-icon-button'}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {busy ? <span className="lightbox-busy" aria-hidden /> : icon}
    </button>
  );
}
