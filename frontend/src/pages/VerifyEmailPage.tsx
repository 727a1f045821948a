import { Button, Flex, Spin, Typography } from 'antd';
import { AuthCard } from '../features/account/AuthCard';
import { AuthCardResult } from '../features/account/AuthCardResult';
import { useSession } from '../features/account/session';
import { useLinkToken } from '../features/account/useLinkToken';
import { useEmailVerification } from '../features/account/verification/useEmailVerification';
import { useSendVerificationLink } from '../features/account/verification/useSendVerificationLink';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';

/** /verify-email?token=…: the page the verification mail links to. No sign-in needed. */
export default function VerifyEmailPage() {
  usePageTitle('Verify email');
  const token = useLinkToken();
  const verification = useEmailVerification(token);
  const { user } = useSession();
  const { send, sending } = useSendVerificationLink();

  if (verification.phase === 'verifying') {
    return (
      <AuthCard>
        <Flex vertical align="center" gap={16} style={{ padding: '24px 0' }}>
          <Spin size="large" />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            Verifying your email address...
          </Typography.Title>
        </Flex>
      </AuthCard>
    );
  }

  if (verification.phase === 'verified') {
    return (
      <AuthCard>
        <AuthCardResult
          status="success"
          title={verification.alreadyVerified ? 'Email already verified' : 'Email verified'}
          description={
            verification.alreadyVerified
              ? `${verification.email} was verified already: there is nothing more to do.`
              : `${verification.email} is now verified.`
          }
          actions={
            user ? (
              <LinkButton type="primary" to="/dashboard">
                Go to Dashboard
              </LinkButton>
            ) : (
              <LinkButton type="primary" to="/auth">
                Log in
              </LinkButton>
            )
          }
        />
      </AuthCard>
    );
  }

  // A new link helps a signed-in user whose address still waits for proof; not one whose new
  // address was taken by someone else meanwhile (the profile lets them cancel that change).
  const canSendNewLink =
    user !== null &&
    (!user.emailVerified || user.pendingEmail !== null) &&
    verification.code !== 'CONFLICT';
  return (
    <AuthCard>
      <AuthCardResult
        status="warning"
        title="Email not verified"
        description={verification.message}
        actions={
          <>
            {canSendNewLink && (
              <Button type="primary" loading={sending} onClick={() => void send()}>
                Send a new link
              </Button>
            )}
            {user ? (
              <LinkButton to="/profile">Go to your profile</LinkButton>
            ) : (
              <LinkButton to="/auth">Log in</LinkButton>
            )}
          </>
        }
      />
    </AuthCard>
  );
}
