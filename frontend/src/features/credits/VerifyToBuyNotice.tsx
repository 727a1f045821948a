import { Alert, Button } from 'antd';
import type { SessionUser } from '../account/session';
import { useSendVerificationLink } from '../account/verification/useSendVerificationLink';

export const VERIFY_TO_BUY_MESSAGE = 'Verify your email address to buy credits';

/** Why the packs cannot be bought yet: the server sells credits to verified addresses only. */
export function VerifyToBuyNotice({ user, id }: { user: SessionUser; id: string }) {
  const { send, sending } = useSendVerificationLink();
  // A change of address sends its own link, and proving the new address verifies the account.
  const description = user.pendingEmail
    ? `We sent a link to ${user.pendingEmail}. Open it, or send a new one.`
    : `We sent a link to ${user.email} when you signed up. Open it, or send a new one.`;
  return (
    <Alert
      id={id}
      type="warning"
      showIcon
      title={VERIFY_TO_BUY_MESSAGE}
      description={description}
      action={
        <Button size="small" loading={sending} onClick={() => void send()}>
          Send verification link
        </Button>
      }
    />
  );
}
