import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, type InputRef, Modal, Space, theme } from 'antd';
import { useId, useRef, useState } from 'react';
import { useToast } from '../../../../lib/useToast';

interface NewApiKeyDialogProps {
  open: boolean;
  /** The new key's name and its whole secret; null once the dialog has closed. */
  created: { name: string; key: string } | null;
  onClose: () => void;
  /** After the closing animation: the secret may be forgotten then. */
  afterClose: () => void;
}

/** Shows a new key's secret, the one time the server gives it, with a Copy button. */
export function NewApiKeyDialog({ open, created, onClose, afterClose }: NewApiKeyDialogProps) {
  const toast = useToast();
  const { token } = theme.useToken();
  const fieldId = useId();
  const field = useRef<InputRef>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // Selected, so the user can still copy it with the keyboard.
      field.current?.select();
      toast({
        variant: 'error',
        title: 'Copy failed',
        description: 'Select the key and copy it yourself.',
      });
    }
  };

  return (
    <Modal
      open={open}
      title={created ? `API key "${created.name}" created` : 'API key created'}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      // Focused, the key is selected: ready for the keyboard's copy too.
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
        <Alert
          type="warning"
          showIcon
          title="Copy this key now. You will not be able to see it again."
        />
        <Flex vertical gap={8}>
          <label htmlFor={fieldId}>Your new API key</label>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id={fieldId}
              ref={field}
              readOnly
              value={created?.key ?? ''}
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
