import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Input, type InputRef, Space, theme } from 'antd';
import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { useToast } from './useToast';

interface CopyFieldProps {
  /** The field's visible label, and so its accessible name. */
  label: string;
  value: string;
  /** The toast's advice when the clipboard refuses, e.g. "Select the link and copy it yourself." */
  copyFailedHint: string;
  /** The field, for a dialog that focuses it as it opens. */
  fieldRef?: Ref<InputRef | null>;
}

/**
 * A read-only value to copy (a secret, a link) with its Copy button, which reads "Copied" once
 * done. When the clipboard refuses, the value is selected so the keyboard can copy it.
 */
export function CopyField({ label, value, copyFailedHint, fieldRef }: CopyFieldProps) {
  const toast = useToast();
  const { token } = theme.useToken();
  const fieldId = useId();
  const field = useRef<InputRef>(null);
  useImperativeHandle<InputRef | null, InputRef | null>(fieldRef, () => field.current, []);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      field.current?.select();
      toast({ variant: 'error', title: 'Copy failed', description: copyFailedHint });
    }
  };

  return (
    <Flex vertical gap={8}>
      <label htmlFor={fieldId}>{label}</label>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={fieldId}
          ref={field}
          readOnly
          value={value}
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
  );
}
