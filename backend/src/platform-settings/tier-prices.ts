/**
 * What each tier costs and the credits it comes with, by access-level id. Shown
 * read-only in the admin settings; null credits means unlimited (administrators are not charged).
 */
export const TIER_PRICES: Readonly<Record<number, { priceUsd: number; credits: number | null }>> = {
  1: { priceUsd: 0, credits: 50 },
  2: { priceUsd: 4.99, credits: 150 },
  3: { priceUsd: 9.99, credits: 400 },
  4: { priceUsd: 19.99, credits: 1000 },
  5: { priceUsd: 0, credits: null },
};
