import { useMutation } from '@apollo/client/react';
import { Button, Card, Form } from 'antd';
import { ChangePasswordDocument } from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { PasswordField } from './AccountFields';
import { NewPasswordFields } from './NewPasswordFields';
import { errorMessage } from '../../lib/errorMessage';
import { refusedField } from './refusedField';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * 'Change Password': current, new and confirmed new password. The server signs the other sessions
 * out and revokes every API key; a refused password shows its reason on the field too.
 */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const toast = useToast();

  const submit = async (input: ChangePasswordValues) => {
    try {
      await changePassword({ variables: { input } });
    } catch (error) {
      const field = refusedField(error, PASSWORD_FIELDS);
      if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      toast({ variant: 'error', title: 'Password change error', description: errorMessage(error) });
      return;
    }
    form.resetFields();
    toast({
      variant: 'success',
      title: 'Password changed',
      description:
        'Your other sessions have been signed out and your API keys revoked: create new ones in Settings.',
    });
  };

  return (
    <Card title="Change Password">
      <Form<ChangePasswordValues>
        name="change-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={loading}
      >
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <NewPasswordFields confirmLabel="Confirm new password" />
        <Button type="primary" htmlType="submit" disabled={loading}>
          {loading ? 'Changing password...' : 'Change password'}
        </Button>
      </Form>
    </Card>
  );
}
