import { useState } from 'react';
import { AuthCard } from '../features/account/AuthCard';
import { PasswordChanged } from '../features/account/recovery/PasswordChanged';
import { ResetPasswordForm } from '../features/account/recovery/ResetPasswordForm';
import { useSession } from '../features/account/session';
import { useLinkToken } from '../features/account/useLinkToken';
import { usePageTitle } from '../lib/usePageTitle';

/** /reset-password?token=…: the page the reset mail links to. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const token = useLinkToken();
  const { signOutLocally } = useSession();
  const [changed, setChanged] = useState(false);

  if (changed) {
    return (
      <AuthCard>
        <PasswordChanged />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm
        token={token}
        onReset={() => {
          setChanged(true);
          // The server has ended every session of the account: this browser's token is dead too.
          void signOutLocally();
        }}
      />
    </AuthCard>
  );
}
