import { useQuery } from '@apollo/client/react';
import { Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  type AdminLedgerEntryFragment,
  AdminUserLedgerDocument,
} from '../../../graphql/generated/admin/graphql';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { formatCredits, formatSignedCredits } from '../../../lib/format';
import { ledgerKindLabel } from '../../credits/ledgerEntry';
import { dateTime } from '../adminFormat';

export const LEDGER_PAGE_SIZE = 20;

/** +25.00 in green for credits in, −3.50 in red for credits out. */
function SignedAmount({ amount }: { amount: number }) {
  const text = formatSignedCredits(amount);
  if (text === formatCredits(0)) return <Typography.Text type="secondary">{text}</Typography.Text>;
  return (
    <Typography.Text type={amount > 0 ? 'success' : 'danger'} strong>
      {text}
    </Typography.Text>
  );
}

/** The kind in words, with the row's note under it when it adds something. */
function LedgerEntryDescription({ entry }: { entry: AdminLedgerEntryFragment }) {
  const label = ledgerKindLabel(entry.kind);
  return (
    <Flex vertical>
      <Typography.Text>{label}</Typography.Text>
      {entry.note && entry.note !== label && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {entry.note}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** One user's credit movements, newest first, a page at a time from the server. */
export function UserLedgerTable({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery(AdminUserLedgerDocument, {
    variables: { userId, limit: LEDGER_PAGE_SIZE, offset: (page - 1) * LEDGER_PAGE_SIZE },
    // The balance moves with every generation: always read it fresh when the drawer opens.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const current = ledger.data?.adminUserLedger ?? ledger.previousData?.adminUserLedger;

  if (ledger.error && !current) {
    return (
      <LoadFailedAlert
        title="Could not load the ledger"
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
      />
    );
  }

  return (
    <Table<AdminLedgerEntryFragment>
      rowKey="id"
      size="small"
      loading={ledger.loading}
      dataSource={current?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No credit movements yet' }}
      pagination={{
        current: page,
        pageSize: LEDGER_PAGE_SIZE,
        total: current?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => `${total} movements`,
        onChange: setPage,
      }}
      columns={[
        {
          key: 'date',
          title: 'Date',
          render: (_, entry) => dateTime(entry.createdAt),
        },
        {
          key: 'what',
          title: 'What',
          render: (_, entry) => <LedgerEntryDescription entry={entry} />,
        },
        {
          key: 'amount',
          title: 'Amount',
          align: 'right',
          render: (_, entry) => <SignedAmount amount={entry.amount} />,
        },
        {
          key: 'balance',
          title: 'Balance after',
          align: 'right',
          render: (_, entry) => formatCredits(entry.balanceAfter),
        },
      ]}
    />
  );
}
