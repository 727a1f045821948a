import { useMutation } from '@apollo/client/react';
import { Button, Flex, Form } from 'antd';
import { LoginDocument } from '../../graphql/generated/graphql';
import { LinkButton } from '../../lib/LinkButton';
import { useToast } from '../../lib/useToast';
import { EmailField, PasswordField } from './AccountFields';
import { errorMessage } from '../../lib/errorMessage';
import { prefilledEmailState } from './recovery/prefilledEmail';
import { useCompleteSignIn } from './useCompleteSignIn';

interface LoginValues {
  email: string;
  password: string;
}

/** The "Log in" tab. Credentials go to the server only, never to the console. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<LoginValues>();
  // Carried to /forgot-password, so the address need not be typed twice.
  const typedEmail = Form.useWatch('email', form);
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
    <>
      <Form<LoginValues>
        name="login"
        form={form}
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
      <Flex justify="center" style={{ marginTop: 8 }}>
        <LinkButton type="link" to="/forgot-password" state={prefilledEmailState(typedEmail)}>
          Forgot password?
        </LinkButton>
      </Flex>
    </>
  );
}
