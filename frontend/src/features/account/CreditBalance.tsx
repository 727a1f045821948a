import { ThunderboltOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { formatCreditCount } from '../../lib/format';

/**
 * The user's remaining credits, the currency of pay-as-you-go. Administrators generate for free,
 * so their balance is never drawn on and shows as unlimited.
 */
export function CreditBalance({
  amount,
  unlimited = false,
}: {
  amount: number;
  unlimited?: boolean;
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
        {unlimited ? 'Unlimited credits' : `${formatCreditCount(amount)} credits`}
      </Tag>
    </Tooltip>
  );
}
