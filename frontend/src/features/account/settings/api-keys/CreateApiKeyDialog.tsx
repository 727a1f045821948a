import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, type InputRef, Modal } from 'antd';
import { useRef } from 'react';
import {
  type ApiKeyScope,
  CreateApiKeyDocument,
  type CreateApiKeyMutation,
} from '../../../../graphql/generated/graphql';
import { errorMessage } from '../../../../lib/errorMessage';
import { useToast } from '../../../../lib/useToast';
import { ApiKeyScopeCheckboxes } from './ApiKeyScopeCheckboxes';
import { inScopeOrder } from './apiKeyScopes';
import { addApiKey } from './apiKeysCache';
import { refusedCreateApiKeyField } from './createApiKeyRefusal';

// The server's limit (CreateApiKeyInput), checked here first.
const MAX_NAME_LENGTH = 60;
// Names the form, so the dialog's Create button (outside it) submits it, Enter in the name too.
const FORM_NAME = 'create-api-key';

interface CreateApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
}

export type CreatedApiKey = CreateApiKeyMutation['createApiKey'];

interface CreateApiKeyDialogProps {
  open: boolean;
  /** Administrators may also give the admin scope. */
  isAdmin: boolean;
  onClose: () => void;
  /** The new key, with the whole secret the server shows this once. */
  onCreated: (created: CreatedApiKey) => void;
}

/** "Create API key": a name and, optionally, the scopes that limit what the key may do. */
export function CreateApiKeyDialog({ open, isAdmin, onClose, onCreated }: CreateApiKeyDialogProps) {
  const [form] = Form.useForm<CreateApiKeyValues>();
  const nameField = useRef<InputRef>(null);
  const toast = useToast();
  const [createApiKey, { loading, reset }] = useMutation(CreateApiKeyDocument);

  const create = async ({ name, scopes }: CreateApiKeyValues) => {
    let created: CreatedApiKey | undefined;
    try {
      const { data } = await createApiKey({
        variables: { input: { name: name.trim(), scopes: inScopeOrder(scopes) } },
        update: (cache, result) => {
          if (result.data) addApiKey(cache, result.data.createApiKey.apiKey);
        },
      });
      created = data?.createApiKey;
    } catch (error) {
      const field = refusedCreateApiKeyField(error);
      if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      else
        toast({
          variant: 'error',
          title: 'Could not create the API key',
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
      title="Create API key"
      onCancel={onClose}
      destroyOnHidden
      // The dialog takes the focus as it opens; the name is what to type first.
      afterOpenChange={(opened) => opened && nameField.current?.focus()}
      afterClose={() => form.resetFields()}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="create" type="primary" htmlType="submit" form={FORM_NAME} loading={loading}>
          {loading ? 'Creating...' : 'Create'}
        </Button>,
      ]}
    >
      <Form<CreateApiKeyValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', scopes: [] }}
        onFinish={(values) => void create(values)}
        disabled={loading}
      >
        <Form.Item
          name="name"
          label="Name"
          extra="Say where the key is used, e.g. the script or service."
          rules={[
            {
              required: true,
              whitespace: true,
              max: MAX_NAME_LENGTH,
              message: `Enter a name of 1 to ${MAX_NAME_LENGTH} characters`,
            },
          ]}
        >
          <Input ref={nameField} maxLength={MAX_NAME_LENGTH} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="scopes"
          label="Scopes"
          extra="None checked: the key may do everything you may do as a user."
        >
          <ApiKeyScopeCheckboxes isAdmin={isAdmin} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
