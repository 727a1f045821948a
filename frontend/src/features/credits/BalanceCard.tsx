import { useQuery } from '@apollo/client/react';
import { Card, Flex, Statistic, Typography } from 'antd';
import { CreditTiersDocument } from '../../graphql/generated/graphql';
import { membershipLevel } from '../account/MembershipCard';
import { formatCredits } from '../../lib/format';
import type { SessionUser } from '../account/session';
import { tierCostText } from './tierCost';

/** The user's balance and tier, with what the tier pays per generation. */
export function BalanceCard({ user }: { user: SessionUser }) {
  const tiers = useQuery(CreditTiersDocument);
  const multiplier = tiers.data?.accessLevels.find(
    (level) => level.id === user.accessLevelId,
  )?.creditMultiplier;
  const tier = membershipLevel(user);

  return (
    <Card>
      <Flex wrap gap={24} justify="space-between" align="flex-end">
        {/* A live region: the balance changes here when a payment is confirmed. */}
        <Statistic
          role="status"
          aria-label="Credit balance"
          title="Credit balance"
          // Administrators generate for free: their balance is never drawn on.
          value={user.isAdmin ? 'Unlimited credits' : formatCredits(user.creditBalance)}
          suffix={user.isAdmin ? undefined : 'credits'}
        />
        <Flex vertical>
          <Typography.Text type="secondary">Membership tier</Typography.Text>
          <Typography.Text strong>
            {multiplier === undefined ? tier : `${tier} · ${tierCostText(multiplier)}`}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
