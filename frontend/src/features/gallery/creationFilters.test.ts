import { dayRangeBounds, filterVariables, hasFilters, NO_FILTERS } from './creationFilters';

describe('gallery filters', () => {
  it('sends only the filters that are set, the search trimmed', () => {
    expect(filterVariables(NO_FILTERS)).toEqual({});
    expect(filterVariables({ ...NO_FILTERS, search: '  ' })).toEqual({});
    expect(
      filterVariables({
        search: ' red fox ',
        model: 'civitai:1@2',
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-01-08T00:00:00.000Z',
      }),
    ).toEqual({
      search: 'red fox',
      model: 'civitai:1@2',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-08T00:00:00.000Z',
    });
  });

  it('counts a blank search as no filter', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, model: 'civitai:1@2' })).toBe(true);
  });

  it('runs a day range from the start of its first day to the start of the day after its last', () => {
    // Local days, whatever the time of day picked.
    const { from, to } = dayRangeBounds(new Date(2026, 0, 10, 15, 30), new Date(2026, 0, 12, 8));

    expect(from).toBe(new Date(2026, 0, 10).toISOString());
    expect(to).toBe(new Date(2026, 0, 13).toISOString());
  });

  it('makes a one-day range a whole day long, across a month end', () => {
    const { from, to } = dayRangeBounds(new Date(2026, 0, 31), new Date(2026, 0, 31, 23, 59));

    expect(from).toBe(new Date(2026, 0, 31).toISOString());
    expect(to).toBe(new Date(2026, 1, 1).toISOString());
  });
});
