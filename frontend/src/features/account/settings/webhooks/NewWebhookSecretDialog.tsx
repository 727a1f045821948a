import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, type InputRef, Modal, Space, Typography, theme } from 'antd';
import { useId, useRef, useState } from 'react';
import { useToast } from '../../../../lib/useToast';

interface NewWebhookSecretDialogProps {
  open: boolean;
  /** The new webhook's URL and its signing secret; null once the dialog has closed. */
  created: { url: string; secret: string } | null;
  onClose: () => void;
  /** After the closing animation: the secret may be forgotten then. */
  afterClose: () => void;
}

/** Shows a new webhook's signing secret, the one time the server gives it, with a Copy button. */
export function NewWebhookSecretDialog({
  open,
  created,
  onClose,
  afterClose,
}: NewWebhookSecretDialogProps) {
  const toast = useToast();
  const { token } = theme.useToken();
  const fieldId = useId();
  const field = useRef<InputRef>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // Selected, so the user can still copy it with the keyboard.
      field.current?.select();
      toast({
        variant: 'error',
        title: 'Copy failed',
        description: 'Select the secret and copy it yourself.',
      });
    }
  };

  return (
    <Modal
      open={open}
      title="Webhook added"
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
        <Alert
          type="warning"
          showIcon
          title="Copy the signing secret now. You will not see this secret again."
        />
        {created && (
          <Typography.Text>
            Deliveries to{' '}
            <Typography.Text strong style={{ wordBreak: 'break-all' }}>
              {created.url}
            </Typography.Text>{' '}
            are signed with it.
          </Typography.Text>
        )}
        <Flex vertical gap={8}>
          <label htmlFor={fieldId}>Signing secret</label>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id={fieldId}
              ref={field}
              readOnly
              value={created?.secret ?? ''}
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
