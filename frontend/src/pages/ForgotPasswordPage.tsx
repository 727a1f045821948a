import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthCard } from '../features/account/AuthCard';
import { ForgotPasswordForm } from '../features/account/recovery/ForgotPasswordForm';
import { prefilledEmail } from '../features/account/recovery/prefilledEmail';
import { ResetLinkSent } from '../features/account/recovery/ResetLinkSent';
import { usePageTitle } from '../lib/usePageTitle';

/** /forgot-password: asks for a reset link by email. Reached from the log-in form. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const location = useLocation();
  const [email, setEmail] = useState(() => prefilledEmail(location.state));
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <AuthCard>
        <ResetLinkSent email={email} onTryAnother={() => setSent(false)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account. We will send you a link to choose a new password."
    >
      <ForgotPasswordForm
        initialEmail={email}
        onSent={(address) => {
          setEmail(address);
          setSent(true);
        }}
      />
    </AuthCard>
  );
}
