import { Button, Form, Input } from 'antd';
import { useState } from 'react';
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

/** The 'API & Connection' tab: an own provider key and endpoint, saved with the Save button. */
export function ApiSettings() {
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
  );
}
