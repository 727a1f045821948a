import { randomSeed } from '../generationRules';

/**
 * The seed of an image made again: random, and never one the batch already used (the same seed
 * with the same settings would give the same picture again). `used` holds every seed shown.
 */
export function retrySeed(
  used: Iterable<number | undefined>,
  random: () => number = Math.random,
): number {
  const taken = new Set<number>();
  for (const seed of used) if (seed !== undefined) taken.add(seed);
  for (;;) {
    const seed = randomSeed(random);
    if (!taken.has(seed)) return seed;
  }
}
