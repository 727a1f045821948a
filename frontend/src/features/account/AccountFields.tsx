import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { emailRules, nameRules, passwordRules } from './accountRules';
import { ACCOUNT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../../graphql/generated/limits';

// No type="email": the browser's own check would block the submit with its own wording.

export function NameField() {
  return (
    <Form.Item name="name" label="Name" rules={nameRules}>
      <Input
        prefix={<UserOutlined aria-hidden />}
        autoComplete="name"
        maxLength={ACCOUNT_NAME_MAX_LENGTH}
      />
    </Form.Item>
  );
}

export function EmailField() {
  return (
    <Form.Item name="email" label="Email" rules={emailRules}>
      <Input
        prefix={<MailOutlined aria-hidden />}
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        placeholder="you@example.com"
      />
    </Form.Item>
  );
}

interface PasswordFieldProps {
  name?: string;
  label?: string;
  /** 'current-password' to sign in, 'new-password' to choose one: password managers read it. */
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({
  name = 'password',
  label = 'Password',
  autoComplete,
}: PasswordFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={passwordRules}>
      <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete={autoComplete} />
    </Form.Item>
  );
}

/**
 * The current password, asked again before what would hand the account over: a new email
 * address, a new API key. The server checks it (a wrong one is refused on this field).
 */
export function CurrentPasswordField({ extra }: { extra?: string }) {
  return (
    <Form.Item
      name="currentPassword"
      label="Current password"
      rules={[{ required: true, message: 'Enter your current password' }]}
      extra={extra}
    >
      <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
    </Form.Item>
  );
}
