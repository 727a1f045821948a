import { roundCredits } from '../credits/credit-amount.js';

/**
 * The credits a share of a purchase's payment stands for: credits × cents / price, rounded half
 * up to the ledger's 4 decimals. Always computed on a running total (never summed from rounded
 * parts), so partial refunds add up to exactly the pack's credits once the whole price is back.
 */
export function creditShare(credits: number, cents: number, priceCents: number): number {
  if (priceCents <= 0) return 0;
  const share = Math.min(Math.max(cents, 0), priceCents);
  return roundCredits((credits * share) / priceCents);
}
