import { useMutation } from '@apollo/client/react';
import { Button, Card, Form } from 'antd';
import { ChangePasswordDocument } from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { PasswordField } from './AccountFields';
import { NewPasswordFields } from './NewPasswordFields';
import { errorMessage } from '../../lib/errorMessage';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** 'Change Password': current, new and confirmed new password. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const toast = useToast();

  const submit = async (input: ChangePasswordValues) => {
    try {
      await changePassword({ variables: { input } });
    } catch (error) {
      toast({ variant: 'error', title: 'Password change error', description: errorMessage(error) });
      return;
    }
    form.resetFields();
    toast({
      variant: 'success',
      title: 'Password changed',
      description: 'Your other sessions have been signed out.',
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
