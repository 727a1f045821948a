import { Alert, Button, Flex, type InputRef, Modal } from 'antd';
import { type ReactNode, useRef } from 'react';
import { CopyField } from '../../../lib/CopyField';

interface SecretShownOnceDialogProps {
  open: boolean;
  title: string;
  /** The warning on top: the server gives this secret once and never again. */
  warning: string;
  /** The label of the field holding the secret. */
  secretLabel: string;
  /** The toast's advice when the clipboard refuses, e.g. "Select the key and copy it yourself." */
  copyFailedHint: string;
  /** The secret; null once the dialog has closed. */
  secret: string | null;
  /** What the secret is for, between the warning and the field. */
  children?: ReactNode;
  onClose: () => void;
  /** After the closing animation: the secret may be forgotten then. */
  afterClose: () => void;
}

/** A new secret (an API key, a signing secret), the one time the server gives it, with Copy. */
export function SecretShownOnceDialog({
  open,
  title,
  warning,
  secretLabel,
  copyFailedHint,
  secret,
  children,
  onClose,
  afterClose,
}: SecretShownOnceDialogProps) {
  const field = useRef<InputRef>(null);

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      // Focused, the secret is selected: ready for the keyboard's copy too.
      afterOpenChange={(opened) => opened && field.current?.focus()}
      afterClose={afterClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={warning} />
        {children}
        <CopyField
          label={secretLabel}
          value={secret ?? ''}
          copyFailedHint={copyFailedHint}
          fieldRef={field}
        />
      </Flex>
    </Modal>
  );
}
