/** Credit amounts are kept to 4 decimals, as stored (numeric(14,4)). */
export const roundCredits = (amount: number) => Math.round(amount * 10_000) / 10_000;
