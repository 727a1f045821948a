import { Button } from 'antd';

interface DialogFooterProps {
  onCancel: () => void;
  /** The primary button's text. */
  label: string;
  /** Its text while the action runs; the label itself when not given. */
  busyLabel?: string;
  busy: boolean;
  disabled?: boolean;
  /** For an action that cannot be undone, such as a delete. */
  danger?: boolean;
  onConfirm: () => void;
}

/** A dialog's Cancel and primary action buttons, in antd's footer order. */
export function DialogFooter({
  onCancel,
  label,
  busyLabel = label,
  busy,
  disabled,
  danger,
  onConfirm,
}: DialogFooterProps) {
  return (
    <>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="primary" danger={danger} disabled={disabled} loading={busy} onClick={onConfirm}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
