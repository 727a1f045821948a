import { tierCostText } from './tierCost';

describe('tierCostText', () => {
  it('states the multiplier on the provider cost', () => {
    expect(tierCostText(0.8)).toBe('you pay 0.8× the provider cost');
    expect(tierCostText(1)).toBe('you pay 1× the provider cost');
    expect(tierCostText(0.6)).toBe('you pay 0.6× the provider cost');
  });

  it('calls a zero multiplier (the administrator tier) free', () => {
    expect(tierCostText(0)).toBe('generations are free');
  });
});
