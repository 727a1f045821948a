import { useMutation } from '@apollo/client/react';
import { Button, Card, Form } from 'antd';
import { UpdateProfileDocument } from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { CurrentPasswordField, EmailField, NameField } from './AccountFields';
import { refusedField } from './refusedField';
import { errorMessage } from '../../lib/errorMessage';
import { type SessionUser, useSession } from './session';
import { EmailVerificationStatus } from './verification/EmailVerificationStatus';

interface ProfileValues {
  name: string;
  email: string;
  currentPassword?: string;
}

const PROFILE_FIELDS = ['name', 'email', 'currentPassword'] as const;

/** Whether the address typed is one the account neither uses nor already waits for. */
function asksForNewAddress(user: SessionUser, typed: string | undefined): boolean {
  const address = (typed ?? '').trim().toLowerCase();
  return address !== '' && address !== user.email && address !== user.pendingEmail;
}

/**
 * 'Profile Information': the user's name and email. A new address asks for the current password
 * too (the server refuses it without), so a session left open cannot move the account's mail.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const newAddress = asksForNewAddress(user, Form.useWatch('email', form));
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const { refresh } = useSession();
  const toast = useToast();

  const submit = async ({ name, email, currentPassword }: ProfileValues) => {
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            name: name.trim(),
            email: email.trim(),
            ...(asksForNewAddress(user, email) ? { currentPassword } : {}),
          },
        },
      });
      // The server trims and lower-cases: show what it stored. A new address is not the email
      // until its link is opened, so the field keeps the current one; the notice below names it.
      const stored = data?.updateProfile;
      if (stored)
        form.setFieldsValue({ name: stored.name, email: stored.email, currentPassword: '' });
    } catch (error) {
      const field = refusedField(error, PROFILE_FIELDS);
      if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      toast({ variant: 'error', title: 'Update error', description: errorMessage(error) });
      return;
    }
    toast({ variant: 'success', title: 'Profile updated' });
    // Spec: the current user is read again after an update (header, menus).
    await refresh({ force: true });
  };

  return (
    <Card title="Profile Information">
      <Form<ProfileValues>
        name="profile"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name, email: user.email }}
        onFinish={submit}
        disabled={loading}
      >
        <NameField />
        <EmailField />
        <EmailVerificationStatus user={user} style={{ marginTop: -8, marginBottom: 24 }} />
        {newAddress && (
          <CurrentPasswordField extra="Changing your email address needs your current password." />
        )}
        <Button type="primary" htmlType="submit" disabled={loading}>
          {loading ? 'Updating...' : 'Update profile'}
        </Button>
      </Form>
    </Card>
  );
}
