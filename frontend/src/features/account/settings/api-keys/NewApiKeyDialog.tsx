import { SecretShownOnceDialog } from '../SecretShownOnceDialog';

interface NewApiKeyDialogProps {
  open: boolean;
  /** The new key's name and its whole secret; null once the dialog has closed. */
  created: { name: string; key: string } | null;
  onClose: () => void;
  /** After the closing animation: the secret may be forgotten then. */
  afterClose: () => void;
}

/** Shows a new key's secret, the one time the server gives it, with a Copy button. */
export function NewApiKeyDialog({ created, ...dialog }: NewApiKeyDialogProps) {
  return (
    <SecretShownOnceDialog
      {...dialog}
      title={created ? `API key "${created.name}" created` : 'API key created'}
      warning="Copy this key now. You will not be able to see it again."
      secretLabel="Your new API key"
      copyFailedHint="Select the key and copy it yourself."
      secret={created?.key ?? null}
    />
  );
}
