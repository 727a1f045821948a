import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Tooltip, Typography } from 'antd';
import type { CreditPacksQuery } from '../../graphql/generated/graphql';
import { formatCreditCount, formatPrice } from '../../lib/format';

export type CreditPack = CreditPacksQuery['creditPacks'][number];

/** How a pack can be bought here: a Buy button, a disabled one, or none (administrators). */
export type CreditPackPurchase = 'available' | 'disabled' | 'none';

interface CreditPackCardProps {
  pack: CreditPack;
  /** What the pack does to the buyer's tier (packTierText). */
  tierText: string;
  purchase: CreditPackPurchase;
  pending?: boolean;
  onBuy?: () => void;
  /** Why Buy is disabled, when the page says so: shown on hover, read with the button. */
  disabledReason?: { text: string; id: string };
}

/** One pack on sale: its price, its credits, what it does to the tier and a Buy button. */
export function CreditPackCard({
  pack,
  tierText,
  purchase,
  pending = false,
  onBuy,
  disabledReason,
}: CreditPackCardProps) {
  const reason = purchase === 'disabled' ? disabledReason : undefined;
  return (
    // A column, so the Buy buttons line up at the bottom of cards of different heights.
    <Card
      title={pack.name}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {formatPrice(pack.priceCents, pack.currency)}
      </Typography.Title>
      <Typography.Text strong>{`${formatCreditCount(pack.credits)} credits`}</Typography.Text>
      <Typography.Text type="secondary" style={{ flex: 1 }}>
        {tierText}
      </Typography.Text>
      {purchase !== 'none' && (
        <Tooltip title={reason?.text}>
          <Button
            type="primary"
            block
            icon={<ShoppingCartOutlined aria-hidden />}
            aria-label={`Buy ${pack.name}`}
            aria-describedby={reason?.id}
            loading={pending}
            disabled={purchase === 'disabled'}
            onClick={onBuy}
          >
            Buy
          </Button>
        </Tooltip>
      )}
    </Card>
  );
}
