import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Form } from 'antd';
import {
  AccessLevelsDocument,
  AppInfoDocument,
  RegisterDocument,
} from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { EmailField, NameField, PasswordField } from './AccountFields';
import { errorMessage } from '../../lib/errorMessage';
import { refusedField } from './refusedField';
import { useCompleteSignIn } from './useCompleteSignIn';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

const REGISTER_FIELDS = ['name', 'email', 'password'] as const;

// Spec: new accounts ask for the standard level, whose id is looked up by name.
const STANDARD_LEVEL_NAME = 'Standard';

/** The "Create account" tab. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const levels = useQuery(AccessLevelsDocument);
  const standardLevelId = levels.data?.accessLevels.find(
    (level) => level.name === STANDARD_LEVEL_NAME,
  )?.id;
  const registrationsOpen =
    useQuery(AppInfoDocument).data?.platformStatus.registrationsOpen ?? true;
  const [register, { loading }] = useMutation(RegisterDocument);
  const completeSignIn = useCompleteSignIn(onSignedIn);
  const toast = useToast();
  const [form] = Form.useForm<RegisterValues>();

  const submit = async ({ name, email, password }: RegisterValues) => {
    try {
      const { data } = await register({
        variables: {
          // Without the levels list the id is left out: the server then gives Standard anyway.
          input: {
            name: name.trim(),
            email: email.trim(),
            password,
            accessLevelId: standardLevelId,
          },
        },
      });
      if (data) completeSignIn(data.register, 'register');
    } catch (error) {
      // A password too easy to guess, say: the reason shows on the field as well.
      const field = refusedField(error, REGISTER_FIELDS);
      if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      toast({
        variant: 'error',
        title: 'Registrering misslyckades',
        description: errorMessage(error),
      });
    }
  };

  return (
    <Form<RegisterValues>
      name="register"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={loading}
    >
      {!registrationsOpen && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="New registrations are closed at the moment."
        />
      )}
      <NameField />
      <EmailField />
      <PasswordField autoComplete="new-password" />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        disabled={loading || !registrationsOpen}
      >
        {loading ? 'Creating account...' : 'Create account'}
      </Button>
    </Form>
  );
}
