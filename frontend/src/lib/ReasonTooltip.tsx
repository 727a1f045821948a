import { Tooltip } from 'antd';
import { type ReactElement, useId } from 'react';
import { VISUALLY_HIDDEN } from './visuallyHidden';

interface ReasonTooltipProps {
  /** Why the control is disabled; null while it is enabled. */
  reason: string | null;
  /** The tooltip while enabled, if any. */
  hint?: string;
  /** The control, given the id of the reason to name in aria-describedby (undefined if none). */
  children: (describedBy: string | undefined) => ReactElement;
}

/**
 * Says why a control is disabled: on hover (a disabled button receives no pointer events, so the
 * tooltip sits on a wrapper) and to screen readers (a hidden text named by aria-describedby).
 */
export function ReasonTooltip({ reason, hint, children }: ReasonTooltipProps) {
  const reasonId = useId();
  if (!reason) {
    return hint ? <Tooltip title={hint}>{children(undefined)}</Tooltip> : children(undefined);
  }
  return (
    <>
      <Tooltip title={reason}>
        <span style={{ display: 'inline-flex' }}>{children(reasonId)}</span>
      </Tooltip>
      <span id={reasonId} style={VISUALLY_HIDDEN}>
        {reason}
      </span>
    </>
  );
}
