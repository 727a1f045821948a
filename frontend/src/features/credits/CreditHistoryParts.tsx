import { Flex, Typography } from 'antd';
import type { CreditHistoryQuery } from '../../graphql/generated/graphql';
import { formatCredits, formatLocalDateTime } from '../../lib/format';
import { LedgerAmount } from './LedgerAmount';
import { ledgerKindLabel } from './ledgerEntry';

type LedgerPart = CreditHistoryQuery['myCreditHistory']['items'][number]['parts'][number];

/** The movements a line folds (a generation's hold, then what came back), oldest first. */
export function CreditHistoryParts({ parts }: { parts: readonly LedgerPart[] }) {
  return (
    <ul aria-label="Movements of this line" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {parts.map((part) => (
        <Flex component="li" key={part.id} wrap gap="4px 24px" style={{ padding: '2px 0' }}>
          <Typography.Text type="secondary" style={{ minWidth: 150 }}>
            {formatLocalDateTime(part.createdAt)}
          </Typography.Text>
          <Typography.Text style={{ minWidth: 200 }}>{ledgerKindLabel(part.kind)}</Typography.Text>
          <LedgerAmount amount={part.amount} />
          <Typography.Text type="secondary">{`${formatCredits(part.balanceAfter)} after`}</Typography.Text>
        </Flex>
      ))}
    </ul>
  );
}
