import { Typography } from 'antd';
import { formatSignedCredits } from '../../lib/format';

/** A movement with its sign, green in and red out. */
export function LedgerAmount({ amount }: { amount: number }) {
  const type = amount > 0 ? 'success' : amount < 0 ? 'danger' : undefined;
  return <Typography.Text type={type}>{formatSignedCredits(amount)}</Typography.Text>;
}
