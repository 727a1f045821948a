import { useMutation } from '@apollo/client/react';
import { Button, Card, Form } from 'antd';
import { UpdateProfileDocument } from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { EmailField, NameField } from './AccountFields';
import { errorMessage } from '../../lib/errorMessage';
import { type SessionUser, useSession } from './session';
import { EmailVerificationStatus } from './verification/EmailVerificationStatus';

interface ProfileValues {
  name: string;
  email: string;
}

/** 'Profile Information': the user's name and email. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const { refresh } = useSession();
  const toast = useToast();

  const submit = async ({ name, email }: ProfileValues) => {
    try {
      const { data } = await updateProfile({
        variables: { input: { name: name.trim(), email: email.trim() } },
      });
      // The server trims and lower-cases: show what it stored. A new address is not the email
      // until its link is opened, so the field keeps the current one; the notice below names it.
      const stored = data?.updateProfile;
      if (stored) form.setFieldsValue({ name: stored.name, email: stored.email });
    } catch (error) {
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
        <Button type="primary" htmlType="submit" disabled={loading}>
          {loading ? 'Updating...' : 'Update profile'}
        </Button>
      </Form>
    </Card>
  );
}
