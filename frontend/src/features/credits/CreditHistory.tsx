import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { CreditLedgerDocument, type CreditLedgerQuery } from '../../graphql/generated/graphql';
import { formatCredits, formatLocalDateTime, formatSignedCredits } from '../../lib/format';
import { GenerationDetailsDrawer } from './GenerationDetailsDrawer';
import { ledgerEntryNote, ledgerKindLabel } from './ledgerEntry';

type LedgerEntry = CreditLedgerQuery['myCreditLedger']['items'][number];

export const LEDGER_PAGE_SIZE = 10;

/** A movement with its sign, green in and red out. */
function LedgerAmount({ amount }: { amount: number }) {
  const type = amount > 0 ? 'success' : amount < 0 ? 'danger' : undefined;
  return <Typography.Text type={type}>{formatSignedCredits(amount)}</Typography.Text>;
}

/** What a movement was: its label, a note that says more, and its generation's details. */
function LedgerEntryDescription({
  entry,
  onOpenGeneration,
}: {
  entry: LedgerEntry;
  onOpenGeneration: (generationId: string) => void;
}) {
  const note = ledgerEntryNote(entry);
  const { generationId } = entry;
  return (
    <Flex vertical align="flex-start">
      <Typography.Text>{ledgerKindLabel(entry.kind)}</Typography.Text>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
      {generationId && (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => onOpenGeneration(generationId)}
        >
          Details
        </Button>
      )}
    </Flex>
  );
}

/** "Credit history": every movement of the balance, a page at a time from the server. */
export function CreditHistory() {
  const [page, setPage] = useState(1);
  const [openGenerationId, setOpenGenerationId] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(CreditLedgerDocument, {
    variables: { limit: LEDGER_PAGE_SIZE, offset: (page - 1) * LEDGER_PAGE_SIZE },
    // Each visit shows the movements since the last one.
    fetchPolicy: 'cache-and-network',
  });
  // While another page loads, the current one stays on screen under the spinner.
  const ledger = (data ?? previousData)?.myCreditLedger;

  const columns: TableColumnsType<LedgerEntry> = [
    {
      key: 'date',
      title: 'Date',
      dataIndex: 'createdAt',
      render: (createdAt: string) => formatLocalDateTime(createdAt),
    },
    {
      key: 'what',
      title: 'What',
      render: (_, entry) => (
        <LedgerEntryDescription entry={entry} onOpenGeneration={setOpenGenerationId} />
      ),
    },
    {
      key: 'amount',
      title: 'Amount',
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => <LedgerAmount amount={amount} />,
    },
    {
      key: 'balanceAfter',
      title: 'Balance after',
      dataIndex: 'balanceAfter',
      align: 'right',
      render: (balance: number) => formatCredits(balance),
    },
  ];

  return (
    <Card title="Credit history">
      {error && !ledger ? (
        <Alert
          type="error"
          showIcon
          title="The credit history could not be loaded."
          action={
            <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        />
      ) : (
        <Table<LedgerEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={ledger?.items ?? []}
          loading={loading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No credit movements yet.' }}
          pagination={{
            current: page,
            pageSize: LEDGER_PAGE_SIZE,
            total: ledger?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      <GenerationDetailsDrawer
        generationId={openGenerationId}
        onClose={() => setOpenGenerationId(null)}
      />
    </Card>
  );
}
