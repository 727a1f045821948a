import { useMutation } from '@apollo/client/react';
import { Form, Input } from 'antd';
import {
  CreateWebhookDocument,
  type CreateWebhookMutation,
} from '../../../../graphql/generated/graphql';
import { graphQLRefusal } from '../../../../lib/graphQLRefusal';
import {
  CreateWithSecretDialog,
  type CreateWithSecretForm,
} from '../secret-list/CreateWithSecretDialog';
import { addWebhook } from './webhooksCache';
import { MAX_WEBHOOK_URL_LENGTH, webhookUrlRules } from './webhookRules';

interface CreateWebhookValues {
  url: string;
}

const ADD_WEBHOOK: CreateWithSecretForm<CreateWebhookValues> = {
  title: 'Add webhook',
  // Every refusal of the input names the field url: its shape, its host, a private address, and
  // the webhook limit too.
  refusedField: (error) => {
    const { code, field } = graphQLRefusal(error);
    return code === 'BAD_USER_INPUT' && field === 'url' ? 'url' : undefined;
  },
  initialValues: { url: '' },
  formName: 'create-webhook',
  submitLabel: 'Add',
  submittingLabel: 'Adding...',
  failureTitle: 'Could not add the webhook',
};

type CreatedWebhook = CreateWebhookMutation['createWebhook'];

interface CreateWebhookDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new webhook, with the signing secret the server shows this once. */
  onCreated: (created: CreatedWebhook) => void;
}

/** "Add webhook": the URL to POST to. The server checks that it is public, after DNS. */
export function CreateWebhookDialog(dialog: CreateWebhookDialogProps) {
  const [createWebhook, mutation] = useMutation(CreateWebhookDocument);

  const send = async ({ url }: CreateWebhookValues) => {
    const { data } = await createWebhook({
      variables: { input: { url: url.trim() } },
      update: (cache, result) => {
        if (result.data) addWebhook(cache, result.data.createWebhook.webhook);
      },
    });
    return data?.createWebhook;
  };

  return (
    <CreateWithSecretDialog {...dialog} form={ADD_WEBHOOK} mutation={mutation} send={send}>
      {(urlField) => (
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
      )}
    </CreateWithSecretDialog>
  );
}
