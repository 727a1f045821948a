// Prices travel as integer cents. Typed prices are read digit by digit, never through a float,
// so "16.08" is 1608 cents exactly (parseFloat("16.08") * 100 is 1607.9999999999998).

const TYPED_PRICE = /^\s*\$?\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/;

/** "12.34" (or "$12.34", "12.3", "12") as 1234 cents; null when it is not a price. */
export function parsePriceCents(text: string): number | null {
  const match = TYPED_PRICE.exec(text);
  if (!match) return null;
  const [, dollars, cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1234 cents as "12.34", the text a price input starts from. */
export function priceInputText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
