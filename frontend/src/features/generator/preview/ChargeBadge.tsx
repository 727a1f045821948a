import { Flex, Tag, Tooltip } from 'antd';
import { formatCredits } from '../../../lib/format';
import { formatCost } from '../generatedImages';

interface ChargeBadgeProps {
  /** What the user paid, in credits. */
  creditsCharged: number;
  /** The provider's cost in USD, as the spec shows it: "Total cost", $ with 4 decimals. */
  totalCost: number;
  /** The user's own provider key paid: no credits were drawn. */
  ownKey?: boolean;
}

/**
 * What a generation cost: first what the user paid ("0.21 credits"), then the spec's total cost
 * in the provider's dollars, smaller, explained on hover or focus.
 */
export function ChargeBadge({ creditsCharged, totalCost, ownKey = false }: ChargeBadgeProps) {
  return (
    <Flex gap={4} align="center" wrap>
      <Tag color="gold" className="generator-charge-badge">
        {ownKey ? 'Own API key, no credits' : `${formatCredits(creditsCharged)} credits`}
      </Tag>
      <Tooltip
        trigger={['hover', 'focus']}
        title={`Provider cost${ownKey ? ' (paid with your API key)' : ''}`}
      >
        {/* Focusable, so the explanation reaches keyboard and screen-reader users too. */}
        <Tag aria-label="Total cost" tabIndex={0}>
          {formatCost(totalCost)}
        </Tag>
      </Tooltip>
    </Flex>
  );
}
