import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { UndoEmailChangeDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { LinkButton } from '../../../lib/LinkButton';
import { AuthCard } from '../AuthCard';
import { AuthCardResult } from '../AuthCardResult';
import { useSession } from '../session';
import { PasswordChanged } from './PasswordChanged';
import { ResetPasswordForm } from './ResetPasswordForm';

export const INCOMPLETE_UNDO_LINK_MESSAGE =
  'This link is incomplete. Open the link from the email again, or ask for a password reset link.';

type Phase =
  | { step: 'confirm'; failure?: string }
  | { step: 'dead'; message: string }
  | { step: 'undone'; email: string; resetToken: string }
  | { step: 'password-changed' };

/**
 * "This was not me", from the mail to the old address: one click (never on load, so a mail
 * scanner opening the link changes nothing) puts the address back and signs everyone out; then
 * the owner chooses a new password with the reset token the server answers.
 */
export function UndoEmailChange({ token }: { token: string | null }) {
  const [undo, { loading }] = useMutation(UndoEmailChangeDocument);
  const { signOutLocally } = useSession();
  const [phase, setPhase] = useState<Phase>({ step: 'confirm' });

  if (!token || phase.step === 'dead') {
    return (
      <AuthCard>
        <AuthCardResult
          status="warning"
          title="This link does not work"
          description={phase.step === 'dead' ? phase.message : INCOMPLETE_UNDO_LINK_MESSAGE}
          actions={
            <LinkButton type="primary" to="/forgot-password">
              Reset your password
            </LinkButton>
          }
        />
      </AuthCard>
    );
  }

  if (phase.step === 'password-changed')
    return (
      <AuthCard>
        <PasswordChanged />
      </AuthCard>
    );

  if (phase.step === 'undone') {
    return (
      <AuthCard title="Choose a new password">
        <Flex vertical gap={16}>
          <Alert
            type="success"
            showIcon
            title="The email change was undone"
            description={`Your account uses ${phase.email} again. Everyone has been signed out and the API keys created since the change were revoked. Choose a new password now, so whoever changed the address cannot sign in.`}
          />
          <ResetPasswordForm
            token={phase.resetToken}
            onReset={() => setPhase({ step: 'password-changed' })}
          />
        </Flex>
      </AuthCard>
    );
  }

  const submit = async () => {
    try {
      const { data } = await undo({ variables: { input: { token } } });
      if (!data) return;
      setPhase({ step: 'undone', ...data.undoEmailChange });
      // The server has ended every session of the account: this browser's token is dead too.
      void signOutLocally();
    } catch (error) {
      const message = errorMessage(error);
      // A used, expired or unknown link can never work; anything else may on a second try.
      if (/link/i.test(message) && /(used|expired|not valid)/i.test(message))
        setPhase({ step: 'dead', message });
      else setPhase({ step: 'confirm', failure: message });
    }
  };

  return (
    <AuthCard title="Was this not you?">
      <Flex vertical gap={16}>
        {phase.failure && <Alert type="error" showIcon title={phase.failure} />}
        <Typography.Paragraph style={{ margin: 0 }}>
          If you did not change the email address of your account, undo the change: your previous
          address comes back, everyone is signed out, and the API keys created since the change are
          revoked. Then you choose a new password.
        </Typography.Paragraph>
        <Button type="primary" block loading={loading} onClick={() => void submit()}>
          {loading ? 'Undoing...' : 'Undo the change'}
        </Button>
      </Flex>
    </AuthCard>
  );
}
