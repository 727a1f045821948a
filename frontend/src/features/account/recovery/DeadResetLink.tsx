import { Alert } from 'antd';
import { LinkButton } from '../../../lib/LinkButton';

/** A reset link that cannot work: the reason, and the way to a new link. */
export function DeadResetLink({ message }: { message: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      action={
        <LinkButton size="small" to="/forgot-password">
          Ask for a new link
        </LinkButton>
      }
    />
  );
}
