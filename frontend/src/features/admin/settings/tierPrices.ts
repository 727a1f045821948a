import type {
  CreditPackFieldsFragment,
  AdminPlatformSettingsFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { formatPrice, formatUsd } from '../../../lib/format';

export type Tier = AdminPlatformSettingsFieldsFragment['tiers'][number];

/** What a tier costs and what it brings, as the tiers table shows it. */
export interface TierPrice {
  price: string;
  credits: string;
}

/**
 * What a tier costs, read from its active credit packs: the packs are the editable source of
 * truth. Tiers no pack sells keep their own facts when they are free (Free: $0.00 with its
 * credits; Administrator: $0.00, unlimited); a paid tier without an active pack is not on sale.
 */
export function tierPrices(tier: Tier, packs: readonly CreditPackFieldsFragment[]): TierPrice[] {
  const onSale = packs.filter((pack) => pack.accessLevelId === tier.accessLevelId && pack.active);
  if (onSale.length > 0) {
    return onSale.map((pack) => ({
      price: formatPrice(pack.priceCents, pack.currency),
      credits: String(pack.credits),
    }));
  }
  if (tier.priceUsd > 0) return [{ price: 'Not on sale', credits: '—' }];
  return [
    {
      price: formatUsd(tier.priceUsd),
      credits: tier.credits === null ? 'Unlimited' : String(tier.credits),
    },
  ];
}
