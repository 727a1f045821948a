import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { RequestPasswordResetDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { LinkButton } from '../../../lib/LinkButton';
import { EmailField } from '../AccountFields';

interface ForgotPasswordValues {
  email: string;
}

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** The address the link was asked for, as sent. */
  onSent: (email: string) => void;
}

/** Asks for a reset link. A refusal (too many requests, no connection) is shown in place. */
export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: ForgotPasswordValues) => {
    const address = email.trim();
    setFailure(null);
    try {
      await requestReset({ variables: { input: { email: address } } });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    onSent(address);
  };

  return (
    <Flex vertical gap={16}>
      {failure && <Alert type="error" showIcon title={failure} />}
      <Form<ForgotPasswordValues>
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail }}
        onFinish={submit}
        disabled={loading}
      >
        <EmailField />
        <Button type="primary" htmlType="submit" block size="large" disabled={loading}>
          {loading ? 'Sending...' : 'Send reset link'}
        </Button>
      </Form>
      <Flex justify="center">
        <LinkButton type="link" to="/auth">
          Back to log in
        </LinkButton>
      </Flex>
    </Flex>
  );
}
