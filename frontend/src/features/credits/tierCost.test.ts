import { packTierText, type Tier, tierCostText } from './tierCost';

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

describe('packTierText', () => {
  const TIERS: Tier[] = [
    { id: 1, name: 'Free', level: 1, creditMultiplier: 1 },
    { id: 2, name: 'Base', level: 2, creditMultiplier: 0.9 },
    { id: 3, name: 'Standard', level: 3, creditMultiplier: 0.8 },
    { id: 4, name: 'Premium', level: 4, creditMultiplier: 0.6 },
    { id: 5, name: 'Administrator', level: 100, creditMultiplier: 0 },
  ];
  const pack = (accessLevelId: number) => {
    const tier = TIERS.find((each) => each.id === accessLevelId)!;
    return { tier: tier.name, accessLevelId, creditMultiplier: tier.creditMultiplier };
  };
  const member = (accessLevelId: number) => ({ isAdmin: false, accessLevelId });

  it('keeps the tier of a new Standard account for a Base pack: it already pays less', () => {
    expect(packTierText(pack(2), member(3), TIERS)).toBe(
      'Keeps your Standard tier: you already pay 0.8× the provider cost.',
    );
  });

  it('keeps the tier when the pack is of the tier the account has', () => {
    expect(packTierText(pack(3), member(3), TIERS)).toBe(
      'Keeps your Standard tier: you already pay 0.8× the provider cost.',
    );
  });

  it('unlocks only a tier above the account’s, saying what it pays now', () => {
    expect(packTierText(pack(4), member(3), TIERS)).toBe(
      'Unlocks the Premium tier: you pay 0.6× the provider cost instead of 0.8×.',
    );
    expect(packTierText(pack(2), member(1), TIERS)).toBe(
      'Unlocks the Base tier: you pay 0.9× the provider cost instead of 1×.',
    );
  });

  it('describes the pack for its buyers to an administrator', () => {
    expect(packTierText(pack(3), { isAdmin: true, accessLevelId: 5 }, TIERS)).toBe(
      'Gives its buyer the Standard tier: 0.8× the provider cost.',
    );
  });

  it('promises nothing about the account while the tiers load', () => {
    expect(packTierText(pack(4), member(3), undefined)).toBe(
      'Comes with the Premium tier: 0.6× the provider cost.',
    );
  });
});
