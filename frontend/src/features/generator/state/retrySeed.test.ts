import { retrySeed } from './retrySeed';

describe('retrySeed', () => {
  it('picks a random seed below one billion that the batch has not used', () => {
    const draws = [0.5, 0.5, 0.25];
    const random = () => draws.shift() ?? 0.75;
    const taken = 1 + Math.floor(0.5 * (1_000_000_000 - 1));
    const seed = retrySeed([taken, undefined], random);
    expect(seed).not.toBe(taken);
    expect(seed).toBe(1 + Math.floor(0.25 * (1_000_000_000 - 1)));
    expect(seed).toBeLessThan(1_000_000_000);
  });
});
