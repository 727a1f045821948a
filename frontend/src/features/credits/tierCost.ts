const multiplierFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** What a tier's credit multiplier means for the user: "you pay 0.8× the provider cost". */
export function tierCostText(creditMultiplier: number): string {
  if (creditMultiplier <= 0) return 'generations are free';
  return `you pay ${multiplierFormat.format(creditMultiplier)}× the provider cost`;
}
