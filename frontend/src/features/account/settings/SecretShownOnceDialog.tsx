import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, type InputRef, Modal, Space, theme } from 'antd';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useToast } from '../../../lib/useToast';

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
  const toast = useToast();
  const { token } = theme.useToken();
  const fieldId = useId();
  const field = useRef<InputRef>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Selected, so the user can still copy it with the keyboard.
      field.current?.select();
      toast({ variant: 'error', title: 'Copy failed', description: copyFailedHint });
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      // Focused, the secret is selected: ready for the keyboard's copy too.
      afterOpenChange={(opened) => opened && field.current?.focus()}
      afterClose={() => {
        setCopied(false);
        afterClose();
      }}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={warning} />
        {children}
        <Flex vertical gap={8}>
          <label htmlFor={fieldId}>{secretLabel}</label>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id={fieldId}
              ref={field}
              readOnly
              value={secret ?? ''}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.target.select()}
              style={{ fontFamily: token.fontFamilyCode }}
            />
            <Button
              icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
              onClick={() => void copy()}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </Space.Compact>
        </Flex>
      </Flex>
    </Modal>
  );
}
