import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { ResetPasswordDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { graphQLRefusal } from '../../../lib/graphQLRefusal';
import { NewPasswordFields } from '../NewPasswordFields';
import { DeadResetLink } from './DeadResetLink';

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

// Fields the server may name in a refusal, shown on the field itself.
const FORM_FIELDS = new Set<string>(['newPassword', 'confirmPassword']);

export const INCOMPLETE_RESET_LINK_MESSAGE =
  'This password reset link is incomplete. Open the link from the email again, or ask for a new one.';

interface ResetPasswordFormProps {
  /** The token from the link; null when the address had none. */
  token: string | null;
  onReset: () => void;
}

/**
 * Sets a new password from a reset link. A link the server refuses (unknown, used, expired) can
 * never work, so the form gives way to a way to ask for a new one.
 */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!token) return <DeadResetLink message={INCOMPLETE_RESET_LINK_MESSAGE} />;
  if (deadLink) return <DeadResetLink message={deadLink} />;

  const submit = async ({ newPassword, confirmPassword }: ResetPasswordValues) => {
    setFailure(null);
    try {
      await resetPassword({ variables: { input: { token, newPassword, confirmPassword } } });
    } catch (error) {
      const message = errorMessage(error);
      const { code, field } = graphQLRefusal(error);
      const refusedField = code === 'BAD_USER_INPUT' ? field : undefined;
      if (refusedField === 'token') {
        setDeadLink(message);
      } else if (refusedField && FORM_FIELDS.has(refusedField)) {
        form.setFields([{ name: refusedField as keyof ResetPasswordValues, errors: [message] }]);
      } else {
        setFailure(message);
      }
      return;
    }
    onReset();
  };

  return (
    <Flex vertical gap={16}>
      {failure && <Alert type="error" showIcon title={failure} />}
      <Form<ResetPasswordValues>
        name="reset-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={loading}
      >
        <NewPasswordFields confirmLabel="Confirm password" />
        <Button type="primary" htmlType="submit" block size="large" disabled={loading}>
          {loading ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
    </Flex>
  );
}
