import { parsePriceCents, priceInputText } from './prices';

describe('prices in cents', () => {
  it.each([
    ['12.34', 1234],
    ['9.99', 999],
    ['16.08', 1608],
    ['1.15', 115],
    ['0.29', 29],
    ['1.1', 110],
    ['4', 400],
    ['4.', 400],
    [' $19.99 ', 1999],
    ['1000.00', 100000],
  ])('reads "%s" as %i cents without float drift', (text, cents) => {
    expect(parsePriceCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-1.00', '1,50', '.50', '1e3'])('refuses "%s"', (text) => {
    expect(parsePriceCents(text)).toBeNull();
  });

  it('writes cents back as the text a price input starts from', () => {
    expect(priceInputText(999)).toBe('9.99');
    expect(priceInputText(1205)).toBe('12.05');
    expect(priceInputText(50)).toBe('0.50');
  });
});
