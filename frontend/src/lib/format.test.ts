import {
  formatCreditCount,
  formatCredits,
  formatDate,
  formatDateTime,
  formatLocalDateTime,
  formatLongDate,
  formatMultiplier,
  formatPrice,
  formatSignedCredits,
  formatSizeInMegabytes,
  formatUsd,
  formatUsdFixed,
} from './format';

// Built from local parts, so the expected wall-clock time holds in any test time zone.
const jan15At1004 = new Date(2026, 0, 15, 10, 4).toISOString();

describe('dates', () => {
  it('writes a day with the month in full', () => {
    expect(formatLongDate(jan15At1004)).toBe('January 15, 2026');
  });

  it('writes a day with the month abbreviated', () => {
    expect(formatDate(jan15At1004)).toBe('Jan 15, 2026');
  });

  it('writes a time to the minute, in US English', () => {
    expect(formatDateTime(jan15At1004)).toBe('Jan 15, 2026, 10:04 AM');
  });

  it("writes a time in the viewer's own locale, not a fixed one", () => {
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      formatLocalDateTime(jan15At1004);
      expect(dateTimeFormat).toHaveBeenCalledWith(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
    } finally {
      dateTimeFormat.mockRestore();
    }
  });
});

describe('credits', () => {
  it('shows a balance with 2 decimals', () => {
    expect(formatCredits(447.8812)).toBe('447.88');
    expect(formatCredits(50)).toBe('50.00');
    expect(formatCredits(1234.5)).toBe('1,234.50');
  });

  it('signs a movement and rounds it to 2 decimals', () => {
    expect(formatSignedCredits(400)).toBe('+400.00');
    expect(formatSignedCredits(-0.3217)).toBe('\u22120.32');
    expect(formatSignedCredits(1234.5)).toBe('+1,234.50');
  });

  it('gives no sign to what rounds to zero', () => {
    expect(formatSignedCredits(0)).toBe('0.00');
    expect(formatSignedCredits(-0.0004)).toBe('0.00');
  });

  it('counts credits with at most 2 decimals, none when whole', () => {
    expect(formatCreditCount(1000)).toBe('1,000');
    expect(formatCreditCount(447.5)).toBe('447.5');
    expect(formatCreditCount(12.3456)).toBe('12.35');
  });

  it('writes a credit multiplier with at most 2 decimals', () => {
    expect(formatMultiplier(0.8)).toBe('0.8×');
    expect(formatMultiplier(1)).toBe('1×');
    expect(formatMultiplier(1.255)).toBe('1.26×');
  });
});

describe('money', () => {
  it('writes dollars with 2 to 4 decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.023)).toBe('$0.023');
    expect(formatUsd(0.0019285714)).toBe('$0.0019');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('writes dollars with exactly the decimals asked for', () => {
    expect(formatUsdFixed(0.004, 4)).toBe('$0.0040');
    expect(formatUsdFixed(12.5, 2)).toBe('$12.50');
    expect(formatUsdFixed(0.00015, 4)).toBe('$0.0001');
  });

  it('reads exact cents as a price in its currency', () => {
    expect(formatPrice(999, 'usd')).toBe('$9.99');
    expect(formatPrice(1999, 'USD')).toBe('$19.99');
    expect(formatPrice(500, 'usd')).toBe('$5.00');
    expect(formatPrice(999, 'eur')).toBe('€9.99');
  });

  it('still shows a price for a currency code it cannot format', () => {
    expect(formatPrice(999, 'not-a-currency')).toBe('9.99 NOT-A-CURRENCY');
  });
});

describe('sizes', () => {
  it('writes bytes as megabytes with 1 decimal', () => {
    expect(formatSizeInMegabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatSizeInMegabytes(1_234_567)).toBe('1.2 MB');
    expect(formatSizeInMegabytes(2048 * 1024 * 1024)).toBe('2048.0 MB');
  });

  it('writes them with as many decimals as asked', () => {
    expect(formatSizeInMegabytes(1.5 * 1024 * 1024, 2)).toBe('1.50 MB');
    expect(formatSizeInMegabytes(262_144, 2)).toBe('0.25 MB');
    expect(formatSizeInMegabytes(0, 2)).toBe('0.00 MB');
  });
});
