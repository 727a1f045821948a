// How the app writes dates, credits, money and sizes: each format once, in US English like the
// rest of the interface (the histories' times excepted: `formatLocalDateTime`). Times are shown in
// the viewer's own time zone.

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A date formatter made on first use: building an Intl formatter costs far more than formatting
 * with one, and a history or gallery page formats a date per row.
 */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): (iso: string) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (iso) => (formatter ??= new Intl.DateTimeFormat(locale, options)).format(new Date(iso));
}

/** "January 15, 2026". */
export const formatLongDate = dateFormat('en-US', LONG_DATE);

/** "Jan 15, 2026". */
export const formatDate = dateFormat('en-US', SHORT_DATE);

/** "Jan 15, 2026, 10:04 AM": a moment to the minute. */
export const formatDateTime = dateFormat('en-US', DATE_TIME);

/**
 * A moment to the minute in the viewer's own locale ("15 Jan 2026, 10:04" in en-GB): the histories
 * have always shown their times so, unlike the US English of `formatDateTime`.
 */
export const formatLocalDateTime = dateFormat(undefined, DATE_TIME);

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Credits with 2 decimals, as balances and ledger rows show them: "447.88", "50.00". */
export function formatCredits(amount: number): string {
  return twoDecimals.format(amount);
}

/** A movement of credits with its sign, 2 decimals: "+400.00", "−0.32" (a true minus sign). */
export function formatSignedCredits(amount: number): string {
  const text = twoDecimals.format(Math.abs(amount));
  // Rounds to zero: no sign, so "−0.00" never shows.
  if (text === twoDecimals.format(0)) return text;
  return amount > 0 ? `+${text}` : `\u2212${text}`;
}

/** A count of credits in running text, no decimals when whole: "1,000", "447.5". */
export function formatCreditCount(amount: number): string {
  return upToTwoDecimals.format(amount);
}

/** A tier's credit multiplier on the provider cost: "0.8×", "1×". */
export function formatMultiplier(multiplier: number): string {
  return `${upToTwoDecimals.format(multiplier)}×`;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** Dollars with 2 to 4 decimals, for prices, rates and costs: "$1.50", "$0.023", "$0.0019". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/**
 * Dollars with exactly `decimals` decimals, for columns of costs that line up: "$0.0040",
 * "$12.50". Rounded as `toFixed` rounds, without thousands separators.
 */
export function formatUsdFixed(amount: number, decimals: 2 | 4): string {
  return `$${amount.toFixed(decimals)}`;
}

/** "$9.99", "€9.99": a price from its exact cents (never a float price), in its currency. */
export function formatPrice(cents: number, currency: string): string {
  const amount = cents / 100;
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
  } catch {
    // A currency code Intl does not know still reads as a price.
    return `${amount.toFixed(2)} ${code}`;
  }
}

/**
 * A size in bytes as megabytes: with 1 decimal as a download's progress shows it ("1.5 MB"), or
 * with the decimals a place asks for (orphan files: "1.50 MB").
 */
export function formatSizeInMegabytes(bytes: number, decimals = 1): string {
  return `${(bytes / 1024 / 1024).toFixed(decimals)} MB`;
}
