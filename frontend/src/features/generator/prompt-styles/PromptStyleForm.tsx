import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import type { PromptStyleItemFragment } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { PROMPT_STYLE_LIMITS } from '../../../graphql/generated/limits';

export interface PromptStyleValues {
  name: string;
  template: string;
  negativePrompt: string;
}

interface PromptStyleFormProps {
  /** The style being edited; null adds a new one. */
  style: PromptStyleItemFragment | null;
  onSave: (values: PromptStyleValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, template (which must hold {prompt}) and negative prompt of a style; the server's refusal shows under the form. */
export function PromptStyleForm({ style, onSave, onCancel }: PromptStyleFormProps) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (values: PromptStyleValues) => {
    setSaving(true);
    setRefusal(null);
    try {
      await onSave(values);
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<PromptStyleValues>
      layout="vertical"
      aria-label={style ? `Edit ${style.name}` : 'New style'}
      initialValues={{
        name: style?.name ?? '',
        template: style?.template ?? '{prompt}',
        negativePrompt: style?.negativePrompt ?? '',
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Enter a name for the style.' }]}
      >
        <Input maxLength={PROMPT_STYLE_LIMITS.name} />
      </Form.Item>
      <Form.Item
        name="template"
        label="Template"
        extra="{prompt} is replaced by your prompt"
        rules={[
          {
            pattern: /\{prompt\}/,
            required: true,
            message: 'template must contain {prompt}, where your prompt goes',
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={PROMPT_STYLE_LIMITS.template} />
      </Form.Item>
      <Form.Item name="negativePrompt" label="Negative prompt">
        <Input.TextArea rows={2} maxLength={PROMPT_STYLE_LIMITS.negativePrompt} />
      </Form.Item>
      {refusal && (
        <div role="alert" style={{ color: 'var(--ant-color-error)', marginBottom: 8 }}>
          {refusal}
        </div>
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save style
        </Button>
      </Flex>
    </Form>
  );
}
