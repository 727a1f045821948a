import { Avatar, Card, Flex, Typography, theme } from 'antd';
import { CreditBalance } from './CreditBalance';
import { initialsOf } from './initials';
import type { SessionUser } from './session';

/** Who is signed in: avatar with initials, name, email and the credit balance. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const { token } = theme.useToken();
  return (
    <Card>
      <Flex align="center" gap={20} wrap>
        <Avatar size={72} style={{ backgroundColor: token.colorPrimary, fontSize: 28 }}>
          {initialsOf(user.name)}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
            {user.name}
          </Typography.Title>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
          <div>
            <CreditBalance amount={user.creditBalance} unlimited={user.isAdmin} />
          </div>
        </Flex>
      </Flex>
    </Card>
  );
}
