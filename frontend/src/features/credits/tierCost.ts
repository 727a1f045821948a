import { formatMultiplier } from '../../lib/format';

/** What a tier's credit multiplier means for the user: "you pay 0.8× the provider cost". */
export function tierCostText(creditMultiplier: number): string {
  if (creditMultiplier <= 0) return 'generations are free';
  return `you pay ${formatMultiplier(creditMultiplier)} the provider cost`;
}

/** A tier as the server lists it (accessLevels). */
export interface Tier {
  id: number;
  name: string;
  level: number;
  creditMultiplier: number;
}

/** The pack's tier, as the pack offer names it. */
interface PackTier {
  tier: string;
  accessLevelId: number;
  creditMultiplier: number;
}

/** The account looking at the pack. */
interface Buyer {
  isAdmin: boolean;
  accessLevelId: number;
}

/**
 * What buying the pack does to the buyer's tier. A purchase moves the buyer up to the pack's
 * tier, never down (the server compares levels), so a pack only unlocks a tier above the one the
 * buyer has; otherwise the buyer keeps theirs and its price. `tiers` may still be loading.
 */
export function packTierText(pack: PackTier, buyer: Buyer, tiers: readonly Tier[] | undefined) {
  const packCost = formatMultiplier(pack.creditMultiplier);
  // Administrators never buy: the card describes the pack for its buyers.
  if (buyer.isAdmin) return `Gives its buyer the ${pack.tier} tier: ${packCost} the provider cost.`;
  const packTier = tiers?.find((tier) => tier.id === pack.accessLevelId);
  const current = tiers?.find((tier) => tier.id === buyer.accessLevelId);
  if (!packTier || !current)
    return `Comes with the ${pack.tier} tier: ${packCost} the provider cost.`;
  if (packTier.level <= current.level) {
    const already =
      current.creditMultiplier <= 0
        ? 'generations are free'
        : `you already pay ${formatMultiplier(current.creditMultiplier)} the provider cost`;
    return `Keeps your ${current.name} tier: ${already}.`;
  }
  const instead =
    current.creditMultiplier === pack.creditMultiplier
      ? ''
      : ` instead of ${formatMultiplier(current.creditMultiplier)}`;
  return `Unlocks the ${pack.tier} tier: ${tierCostText(pack.creditMultiplier)}${instead}.`;
}
