import { ThunderboltOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';

const creditFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The user's remaining credits, the currency of pay-as-you-go. */
export function CreditBalance({ amount }: { amount: number }) {
  return (
    <Tooltip title="Your credit balance: each generation draws from it">
      <Tag color="purple" icon={<ThunderboltOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
        {creditFormat.format(amount)} credits
      </Tag>
    </Tooltip>
  );
}
