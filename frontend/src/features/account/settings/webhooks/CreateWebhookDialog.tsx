import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, type InputRef, Modal } from 'antd';
import { useRef } from 'react';
import {
  CreateWebhookDocument,
  type CreateWebhookMutation,
} from '../../../../graphql/generated/graphql';
import { errorMessage } from '../../../../lib/errorMessage';
import { graphQLRefusal } from '../../../../lib/graphQLRefusal';
import { useToast } from '../../../../lib/useToast';
import { addWebhook } from './webhooksCache';
import { MAX_WEBHOOK_URL_LENGTH, webhookUrlRules } from './webhookRules';

// Names the form, so the dialog's Add button (outside it) submits it, Enter in the URL too.
const FORM_NAME = 'create-webhook';

interface CreateWebhookValues {
  url: string;
}

export type CreatedWebhook = CreateWebhookMutation['createWebhook'];

interface CreateWebhookDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new webhook, with the signing secret the server shows this once. */
  onCreated: (created: CreatedWebhook) => void;
}

/** "Add webhook": the URL to POST to. The server checks that it is public, after DNS. */
export function CreateWebhookDialog({ open, onClose, onCreated }: CreateWebhookDialogProps) {
  const [form] = Form.useForm<CreateWebhookValues>();
  const urlField = useRef<InputRef>(null);
  const toast = useToast();
  const [createWebhook, { loading, reset }] = useMutation(CreateWebhookDocument);

  const create = async ({ url }: CreateWebhookValues) => {
    let created: CreatedWebhook | undefined;
    try {
      const { data } = await createWebhook({
        variables: { input: { url: url.trim() } },
        update: (cache, result) => {
          if (result.data) addWebhook(cache, result.data.createWebhook.webhook);
        },
      });
      created = data?.createWebhook;
    } catch (error) {
      // Every refusal of the input names the field url: its shape, its host, a private address,
      // and the webhook limit too.
      const { code, field } = graphQLRefusal(error);
      if (code === 'BAD_USER_INPUT' && field === 'url')
        form.setFields([{ name: 'url', errors: [errorMessage(error)] }]);
      else
        toast({
          variant: 'error',
          title: 'Could not add the webhook',
          description: errorMessage(error),
        });
      return;
    }
    // The secret lives on only in the dialog that shows it, not in this hook's state.
    reset();
    if (created) onCreated(created);
  };

  return (
    <Modal
      open={open}
      title="Add webhook"
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(opened) => opened && urlField.current?.focus()}
      afterClose={() => form.resetFields()}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="add" type="primary" htmlType="submit" form={FORM_NAME} loading={loading}>
          {loading ? 'Adding...' : 'Add'}
        </Button>,
      ]}
    >
      <Form<CreateWebhookValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={{ url: '' }}
        onFinish={(values) => void create(values)}
        disabled={loading}
      >
        <Form.Item
          name="url"
          label="URL"
          extra="A public address that accepts POST requests, e.g. https://example.com/hooks/pixelforge."
          rules={webhookUrlRules}
        >
          <Input
            ref={urlField}
            inputMode="url"
            maxLength={MAX_WEBHOOK_URL_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
