import { createHash } from 'node:crypto';
import { SeededRandom } from './seeded-random.js';

/** A generator seeded by the SHA-256 of a text: equal texts give equal sequences. */
export function randomFromText(text: string): SeededRandom {
  const digest = createHash('sha256').update(text).digest();
  return new SeededRandom([
    digest.readUInt32LE(0),
    digest.readUInt32LE(4),
    digest.readUInt32LE(8),
    digest.readUInt32LE(12),
  ]);
}
