/** "$9.99": a pack's price from its exact cents (never a float price), in the pack's currency. */
export function formatPackPrice(priceCents: number, currency: string): string {
  const amount = priceCents / 100;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount);
  } catch {
    // A currency code Intl does not know still reads as a price.
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}
