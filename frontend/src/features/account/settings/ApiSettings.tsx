import { Button, Form, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  DEFAULT_API_ENDPOINT,
  mergeGenerationSettings,
  readUserSettings,
} from '../../../lib/generationSettings';
import { optionalUrlRules } from '../accountRules';
import { useSaveSettings } from './useSaveSettings';

interface ApiValues {
  apiKey: string;
  apiEndpoint: string;
}

/**
 * The 'API & Connection' tab's first section: an own image-provider key and endpoint, saved with
 * the Save button. Its heading tells this key (the spec's 'API key') from the personal API keys
 * listed below it, which are for calling this studio.
 */
export function ApiSettings() {
  const headingId = useId();
  const [initialValues] = useState<ApiValues>(() => {
    const { apiKey, apiEndpoint } = readUserSettings();
    return { apiKey, apiEndpoint };
  });
  const save = useSaveSettings();

  // Empty means "use the default", so an empty field removes its key instead of storing ''.
  const submit = ({ apiKey, apiEndpoint }: ApiValues) =>
    save(
      () =>
        mergeGenerationSettings({
          apiKey: apiKey.trim() || undefined,
          apiEndpoint: apiEndpoint.trim() || undefined,
        }),
      { announce: true },
    );

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20, margin: 0 }}>
        Image provider account
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Generate with your own image-provider account instead of your credits. This is the
        provider&apos;s key, not a key for this studio: scripts that call the studio use personal
        API keys, below.
      </Typography.Paragraph>
      <Form<ApiValues>
        name="api-settings"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={submit}
      >
        <Form.Item
          name="apiKey"
          label="API key"
          extra="Optional: your own image-provider key, kept in this browser only. Leave empty to generate with your credits."
        >
          <Input.Password autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="apiEndpoint"
          label="API endpoint"
          rules={optionalUrlRules}
          extra="Optional. Leave empty to use the default endpoint."
        >
          <Input placeholder={DEFAULT_API_ENDPOINT} inputMode="url" spellCheck={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Save
        </Button>
      </Form>
    </section>
  );
}
