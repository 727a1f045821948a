import { useQuery } from '@apollo/client/react';
import { Alert, Card, Flex, Statistic, Typography } from 'antd';
import { AdminProviderAccountDocument } from '../../../graphql/generated/admin/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { dateTime } from '../adminFormat';

/** How often the card asks again: an incident should show without a reload. */
const REFRESH_MS = 60_000;

function formatBalance({ amount, currency }: { amount: number; currency: string }): string {
  return currency === 'USD' ? `$${amount.toFixed(2)}` : `${amount.toFixed(2)} ${currency}`;
}

/**
 * The studio's provider account: an alert while the provider refuses it (invalid key, empty
 * balance: users then get "temporarily unavailable", never "Buy credits"), and its balance, with a
 * warning once it is below the configured threshold.
 */
export function ProviderAccountCard() {
  const { data, error } = useQuery(AdminProviderAccountDocument, { pollInterval: REFRESH_MS });
  const account = data?.adminProviderAccount;

  return (
    <Card title="Provider account" size="small" style={{ marginBottom: 24 }}>
      {!account && error && (
        <Alert
          type="error"
          showIcon
          title="Could not load the provider account"
          description={errorMessage(error)}
        />
      )}
      {account && (
        <Flex vertical gap={12}>
          {account.incident && (
            <Alert
              type="error"
              showIcon
              title={`Provider account problem since ${dateTime(account.incident.since)}: ${account.incident.code}`}
              description={`${account.incident.message} Generations are refused (users are told nothing was charged) until the account works again.`}
            />
          )}
          {account.lowBalance && account.balance && (
            <Alert
              type="warning"
              showIcon
              title="Provider balance is running low"
              description={`${formatBalance(account.balance)} left, below the warning threshold of $${account.lowBalanceThreshold.toFixed(2)}. Top up the provider account before it runs out.`}
            />
          )}
          {account.balance ? (
            <Statistic title="Provider balance" value={formatBalance(account.balance)} />
          ) : (
            <Typography.Text type="secondary">
              Provider balance unavailable{account.balanceError ? `: ${account.balanceError}` : ''}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
