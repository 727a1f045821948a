import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { type MouseEvent, useState } from 'react';
import { CreditHistoryDocument, type CreditHistoryQuery } from '../../graphql/generated/graphql';
import { formatCredits, formatLocalDateTime } from '../../lib/format';
import { CreditHistoryParts } from './CreditHistoryParts';
import { GenerationDetailsDrawer } from './GenerationDetailsDrawer';
import { LedgerAmount } from './LedgerAmount';
import { historyLineLabel, ledgerEntryNote } from './ledgerEntry';

type HistoryLine = CreditHistoryQuery['myCreditHistory']['items'][number];

export const HISTORY_PAGE_SIZE = 10;

/** What a line was: its label, a note that says more, and its generation's details. */
function HistoryLineDescription({
  line,
  onOpenGeneration,
}: {
  line: HistoryLine;
  onOpenGeneration: (generationId: string) => void;
}) {
  const note = ledgerEntryNote(line);
  const { generationId } = line;
  return (
    <Flex vertical align="flex-start">
      <Typography.Text>{historyLineLabel(line)}</Typography.Text>
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

/** Opens a folded line's movements; a line of one movement has nothing to open. */
function MovementsToggle({
  expanded,
  expandable,
  record,
  onExpand,
}: {
  expanded: boolean;
  expandable: boolean;
  record: HistoryLine;
  onExpand: (record: HistoryLine, event: MouseEvent<HTMLElement>) => void;
}) {
  if (!expandable) return null;
  return (
    <Button
      type="text"
      size="small"
      aria-expanded={expanded}
      aria-label={expanded ? 'Hide movements' : 'Show movements'}
      icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      onClick={(event) => onExpand(record, event)}
    />
  );
}

/**
 * "Credit history": every movement of the balance, a page of lines at a time from the server. A
 * generation is one line with its net amount; its hold and what came back open beneath it.
 */
export function CreditHistory() {
  const [page, setPage] = useState(1);
  const [openGenerationId, setOpenGenerationId] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(CreditHistoryDocument, {
    variables: { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE },
    // Each visit shows the movements since the last one.
    fetchPolicy: 'cache-and-network',
  });
  // While another page loads, the current one stays on screen under the spinner.
  const history = (data ?? previousData)?.myCreditHistory;

  const columns: TableColumnsType<HistoryLine> = [
    {
      key: 'date',
      title: 'Date',
      dataIndex: 'createdAt',
      render: (createdAt: string) => formatLocalDateTime(createdAt),
    },
    {
      key: 'what',
      title: 'What',
      render: (_, line) => (
        <HistoryLineDescription line={line} onOpenGeneration={setOpenGenerationId} />
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
      {error && !history ? (
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
        <Table<HistoryLine>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={history?.items ?? []}
          expandable={{
            rowExpandable: (line) => line.parts.length > 1,
            expandedRowRender: (line) => <CreditHistoryParts parts={line.parts} />,
            expandIcon: MovementsToggle,
          }}
          loading={loading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No credit movements yet.' }}
          pagination={{
            current: page,
            pageSize: HISTORY_PAGE_SIZE,
            total: history?.total ?? 0,
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
