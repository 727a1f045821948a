import { Typography } from 'antd';
import { SecretShownOnceDialog } from '../SecretShownOnceDialog';

interface NewWebhookSecretDialogProps {
  open: boolean;
  /** The new webhook's URL and its signing secret; null once the dialog has closed. */
  created: { url: string; secret: string } | null;
  onClose: () => void;
  /** After the closing animation: the secret may be forgotten then. */
  afterClose: () => void;
}

/** Shows a new webhook's signing secret, the one time the server gives it, with a Copy button. */
export function NewWebhookSecretDialog({ created, ...dialog }: NewWebhookSecretDialogProps) {
  return (
    <SecretShownOnceDialog
      {...dialog}
      title="Webhook added"
      warning="Copy the signing secret now. You will not see this secret again."
      secretLabel="Signing secret"
      copyFailedHint="Select the secret and copy it yourself."
      secret={created?.secret ?? null}
    >
      {created && (
        <Typography.Text>
          Deliveries to{' '}
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {created.url}
          </Typography.Text>{' '}
          are signed with it.
        </Typography.Text>
      )}
    </SecretShownOnceDialog>
  );
}
