import { useMutation } from '@apollo/client/react';
import { Button, Form } from 'antd';
import { LoginDocument } from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { EmailField, PasswordField } from './AccountFields';
import { errorMessage } from '../../lib/errorMessage';
import { useCompleteSignIn } from './useCompleteSignIn';

interface LoginValues {
  email: string;
  password: string;
}

/** The "Log in" tab. Credentials go to the server only, never to the console. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [login, { loading }] = useMutation(LoginDocument);
  const completeSignIn = useCompleteSignIn(onSignedIn);
  const toast = useToast();

  const submit = async ({ email, password }: LoginValues) => {
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (data) completeSignIn(data.login, 'login');
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Inloggning misslyckades',
        description: errorMessage(error),
      });
    }
  };

  return (
    <Form<LoginValues>
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={loading}
    >
      <EmailField />
      <PasswordField autoComplete="current-password" />
      <Button type="primary" htmlType="submit" block size="large" disabled={loading}>
        {loading ? 'Logging in...' : 'Log in'}
      </Button>
    </Form>
  );
}
