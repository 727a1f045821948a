import { formatMultiplier } from '../../lib/format';

/** What a tier's credit multiplier means for the user: "you pay 0.8× the provider cost". */
export function tierCostText(creditMultiplier: number): string {
  if (creditMultiplier <= 0) return 'generations are free';
  return `you pay ${formatMultiplier(creditMultiplier)} the provider cost`;
}
