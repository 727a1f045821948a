import { ThunderboltOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { formatCreditCount } from '../../lib/format';

const figureOf = (amount: number, unlimited: boolean) =>
  unlimited ? 'Unlimited' : formatCreditCount(amount);

/** The balance in words: "42.5 credits", or "Unlimited credits" for an administrator. */
export function creditBalanceText(amount: number, unlimited = false): string {
  return `${figureOf(amount, unlimited)} credits`;
}

/**
 * The user's remaining credits, the currency of pay-as-you-go. Administrators generate for free,
 * so their balance is never drawn on and shows as unlimited. `compact` shows the figure alone by
 * the bolt (the one who places it names it in full for screen readers).
 */
export function CreditBalance({
  amount,
  unlimited = false,
  compact = false,
}: {
  amount: number;
  unlimited?: boolean;
  compact?: boolean;
}) {
  return (
    <Tooltip
      title={
        unlimited
          ? 'The administrator tier is free: generations draw no credits'
          : 'Your credit balance: each generation draws from it'
      }
    >
      <Tag color="purple" icon={<ThunderboltOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
        {compact ? figureOf(amount, unlimited) : creditBalanceText(amount, unlimited)}
      </Tag>
    </Tooltip>
  );
}
