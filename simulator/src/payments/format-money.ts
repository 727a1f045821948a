/**
 * An amount in the currency's smallest unit as people read it: 999 usd → "$9.99", 500 jpy → "¥500"
 * (Intl knows each currency's decimals, which is also how Stripe counts zero-decimal currencies).
 */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}
