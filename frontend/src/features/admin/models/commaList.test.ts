import { formatCommaList, parseCommaList } from './commaList';

describe('Comma-separated lists', () => {
  it('trims entries and drops empty ones', () => {
    expect(parseCommaList(' portrait, ,realistic ,, film grain ,')).toEqual([
      'portrait',
      'realistic',
      'film grain',
    ]);
  });

  it('reads nothing as an empty list', () => {
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList('  , ')).toEqual([]);
    expect(parseCommaList(undefined)).toEqual([]);
  });

  it('writes a list back comma-separated', () => {
    expect(formatCommaList(['a', 'b c'])).toBe('a, b c');
    expect(formatCommaList(null)).toBe('');
  });
});
