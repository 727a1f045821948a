import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { PasswordField } from './AccountFields';
import { confirmPasswordRules } from './accountRules';

/** The form fields a new password is chosen in: `newPassword` and `confirmPassword`. */
export function NewPasswordFields({ confirmLabel }: { confirmLabel: string }) {
  return (
    <>
      <PasswordField name="newPassword" label="New password" autoComplete="new-password" />
      {/* Re-checked when the new password changes; the first failing rule's text only. */}
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={['newPassword']}
        validateFirst
        rules={confirmPasswordRules('newPassword')}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
