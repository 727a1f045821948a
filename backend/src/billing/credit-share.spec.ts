import { creditShare } from './credit-share.js';

describe('creditShare', () => {
  it('is proportional, rounded to 4 decimals, exact at the whole price', () => {
    expect(creditShare(400, 333, 999)).toBe(133.3333);
    expect(creditShare(400, 999, 999) - creditShare(400, 333, 999)).toBeCloseTo(266.6667, 4);
    expect(creditShare(400, 999, 999)).toBe(400);
    expect(creditShare(150, 1, 499)).toBe(0.3006);
  });

  it('never exceeds the credits nor goes below zero', () => {
    expect(creditShare(150, 1000, 499)).toBe(150);
    expect(creditShare(150, -5, 499)).toBe(0);
    expect(creditShare(150, 10, 0)).toBe(0);
  });
});
