import { Card, Descriptions, Tag } from 'antd';
import { formatLongDate } from '../../lib/format';
import { CreditBalance } from './CreditBalance';
import type { SessionUser } from './session';

/**
 * Spec: 'Admin' or 'Standard'. A user an administrator moved to another tier (Premium, ...)
 * sees that tier's name instead of a wrong 'Standard'.
 */
export function membershipLevel(user: SessionUser): string {
  return user.isAdmin ? 'Admin' : user.accessLevel.name;
}

/** 'Membership Information': level, registration date and credits. */
export function MembershipCard({ user }: { user: SessionUser }) {
  return (
    <Card title="Membership Information">
      <Descriptions
        column={1}
        items={[
          {
            key: 'level',
            label: 'Membership level',
            children: <Tag color={user.isAdmin ? 'gold' : 'purple'}>{membershipLevel(user)}</Tag>,
          },
          { key: 'since', label: 'Member since', children: formatLongDate(user.createdAt) },
          {
            key: 'credits',
            label: 'Credit balance',
            children: <CreditBalance amount={user.creditBalance} unlimited={user.isAdmin} />,
          },
        ]}
      />
    </Card>
  );
}
