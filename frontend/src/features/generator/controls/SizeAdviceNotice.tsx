import { Alert, Button } from 'antd';
import type { SizeAdvice } from '../capabilityLimits';

interface SizeAdviceNoticeProps {
  advice: SizeAdvice;
  /** The element id the size fields are described by. */
  hintId: string;
  onUse: (size: { width: number; height: number }) => void;
}

/** The typed size is one the architecture refuses: the nearest it accepts, with a button to take it. */
export function SizeAdviceNotice({ advice, hintId, onUse }: SizeAdviceNoticeProps) {
  const { width, height, hint } = advice;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={<span id={hintId}>{hint}</span>}
      action={
        <Button size="small" onClick={() => onUse({ width, height })}>
          {`Use ${width}×${height}`}
        </Button>
      }
    />
  );
}
