import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag } from 'antd';
import type { CSSProperties } from 'react';
import type { SessionUser } from '../session';
import { useCancelEmailChange } from './useCancelEmailChange';
import { useSendVerificationLink } from './useSendVerificationLink';

/**
 * Under the profile's email: whether the address is proven, and a change to a new one that waits
 * for its link. Nothing for a verified address with no change pending.
 */
export function EmailVerificationStatus({
  user,
  style,
}: {
  user: SessionUser;
  style?: CSSProperties;
}) {
  const { send, sending } = useSendVerificationLink();
  const { cancel, cancelling } = useCancelEmailChange();

  if (user.pendingEmail) {
    return (
      <Flex vertical gap={8} style={style}>
        {!user.emailVerified && (
          <div>
            <NotVerifiedTag />
          </div>
        )}
        <Alert
          type="info"
          showIcon
          title={`Confirm your new address: we sent a link to ${user.pendingEmail}. Your email stays ${user.email} until you open it.`}
          action={
            <Flex vertical gap={8}>
              <Button size="small" loading={sending} onClick={() => void send()}>
                Resend link
              </Button>
              <Button size="small" loading={cancelling} onClick={() => void cancel()}>
                Cancel change
              </Button>
            </Flex>
          }
        />
      </Flex>
    );
  }
  if (user.emailVerified) return null;
  return (
    <Flex align="center" gap={8} wrap style={style}>
      <NotVerifiedTag />
      <Button
        size="small"
        icon={<MailOutlined aria-hidden />}
        loading={sending}
        onClick={() => void send()}
      >
        Send verification link
      </Button>
    </Flex>
  );
}

function NotVerifiedTag() {
  return (
    <Tag color="warning" style={{ marginInlineEnd: 0 }}>
      Not verified
    </Tag>
  );
}
