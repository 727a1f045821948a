import { useMutation } from '@apollo/client/react';
import { Form, type FormRule, Input } from 'antd';
import {
  type ApiKeyScope,
  CreateApiKeyDocument,
  type CreateApiKeyMutation,
} from '../../../../graphql/generated/graphql';
import {
  CreateWithSecretDialog,
  type CreateWithSecretForm,
} from '../secret-list/CreateWithSecretDialog';
import { API_KEY_NAME_MAX_LENGTH } from '../../../../graphql/generated/limits';
import { CurrentPasswordField } from '../../AccountFields';
import { ApiKeyScopeCheckboxes } from './ApiKeyScopeCheckboxes';
import { inScopeOrder } from './apiKeyScopes';
import { addApiKey } from './apiKeysCache';
import { refusedCreateApiKeyField } from './createApiKeyRefusal';

const NAME_RULES: FormRule[] = [
  {
    required: true,
    whitespace: true,
    max: API_KEY_NAME_MAX_LENGTH,
    message: `Enter a name of 1 to ${API_KEY_NAME_MAX_LENGTH} characters`,
  },
];

interface CreateApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
  currentPassword: string;
}

const CREATE_API_KEY: CreateWithSecretForm<CreateApiKeyValues> = {
  title: 'Create API key',
  refusedField: refusedCreateApiKeyField,
  initialValues: { name: '', scopes: [], currentPassword: '' },
  formName: 'create-api-key',
  submitLabel: 'Create',
  submittingLabel: 'Creating...',
  failureTitle: 'Could not create the API key',
};

type CreatedApiKey = CreateApiKeyMutation['createApiKey'];

interface CreateApiKeyDialogProps {
  open: boolean;
  /** Administrators may also give the admin scope. */
  isAdmin: boolean;
  onClose: () => void;
  /** The new key, with the whole secret the server shows this once. */
  onCreated: (created: CreatedApiKey) => void;
}

/**
 * "Create API key": a name, optionally the scopes that limit what the key may do, and the current
 * password (a key outlives the session, so a session alone cannot make one).
 */
export function CreateApiKeyDialog({ isAdmin, ...dialog }: CreateApiKeyDialogProps) {
  const [createApiKey, mutation] = useMutation(CreateApiKeyDocument);

  const send = async ({ name, scopes, currentPassword }: CreateApiKeyValues) => {
    const { data } = await createApiKey({
      variables: { input: { name: name.trim(), scopes: inScopeOrder(scopes), currentPassword } },
      update: (cache, result) => {
        if (result.data) addApiKey(cache, result.data.createApiKey.apiKey);
      },
    });
    return data?.createApiKey;
  };

  return (
    <CreateWithSecretDialog {...dialog} form={CREATE_API_KEY} mutation={mutation} send={send}>
      {(nameField) => (
        <>
          <Form.Item
            name="name"
            label="Name"
            rules={NAME_RULES}
            extra="Say where the key is used, e.g. the script or service."
          >
            <Input
              ref={nameField}
              maxLength={API_KEY_NAME_MAX_LENGTH}
              showCount
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item
            name="scopes"
            label="Scopes"
            extra="None checked: the key may do everything you may do as a user."
          >
            <ApiKeyScopeCheckboxes isAdmin={isAdmin} />
          </Form.Item>
          <CurrentPasswordField extra="A key works without your password, so making one needs it." />
        </>
      )}
    </CreateWithSecretDialog>
  );
}
