import { formatPackPrice } from './packPrice';

describe('formatPackPrice', () => {
  it('reads exact cents as dollars', () => {
    expect(formatPackPrice(999, 'usd')).toBe('$9.99');
    expect(formatPackPrice(1999, 'USD')).toBe('$19.99');
    expect(formatPackPrice(500, 'usd')).toBe('$5.00');
  });

  it('uses the pack currency', () => {
    expect(formatPackPrice(999, 'eur')).toBe('€9.99');
  });

  it('still shows a price for a currency code it cannot format', () => {
    expect(formatPackPrice(999, 'not-a-currency')).toBe('9.99 NOT-A-CURRENCY');
  });
});
