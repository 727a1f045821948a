import { Alert, Button } from 'antd';
import { errorMessage } from './errorMessage';

interface LoadFailedAlertProps {
  /** "Could not load the …", naming what is missing. */
  title: string;
  error: unknown;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
}

/** Said in place of data whose query failed: what is missing, and the error's message. */
export function LoadFailedAlert({ title, error, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      action={onRetry && <Button onClick={onRetry}>Try again</Button>}
    />
  );
}
