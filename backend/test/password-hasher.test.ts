import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { argon2id, argon2Verify } from 'hash-wasm';
import { PasswordHasher } from '../src/auth/password-hasher.js';

/** What the server wrote before (hash-wasm, in WebAssembly on the event loop), same parameters. */
const hashLikeBefore = (password: string) =>
  argon2id({
    password,
    salt: randomBytes(16),
    parallelism: 1,
    iterations: 2,
    memorySize: 19 * 1024,
    hashLength: 32,
    outputType: 'encoded',
  });

/** The longest the event loop went without running a 1 ms timer while `work` ran, in ms. */
async function maxEventLoopDelayDuring(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  try {
    await work();
    // One more turn of the loop, so that a stall at the very end is recorded too.
    await sleep(5);
  } finally {
    histogram.disable();
  }
  return histogram.max / 1e6;
}

async function medianMs(times: number, work: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b)[Math.floor(times / 2)];
}

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('writes OWASP argon2id PHC strings (19 MiB, 2 passes, 1 lane) with a fresh salt each time', async () => {
    const phc = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;
    const [first, second] = await Promise.all([
      hasher.hash('secret-123'),
      hasher.hash('secret-123'),
    ]);
    expect(first).toMatch(phc);
    expect(second).toMatch(phc);
    expect(first).not.toBe(second);
    await expect(hasher.verify(first, 'secret-123')).resolves.toBe(true);
    await expect(hasher.verify(first, 'secret-124')).resolves.toBe(false);
  });

  it('accepts the hashes hash-wasm wrote, and hash-wasm accepts the new ones', async () => {
    const before = await hashLikeBefore('old-password');
    await expect(hasher.verify(before, 'old-password')).resolves.toBe(true);
    await expect(hasher.verify(before, 'Old-password')).resolves.toBe(false);

    const now = await hasher.hash('new-password');
    await expect(argon2Verify({ hash: now, password: 'new-password' })).resolves.toBe(true);
    await expect(argon2Verify({ hash: now, password: 'new-passwore' })).resolves.toBe(false);
  });

  it.each([
    ['empty', ''],
    ['not a hash', 'not-a-hash'],
    ['cut short', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ'],
    ['bad base64', '$argon2id$v=19$m=19456,t=2,p=1$!!!!$????'],
    ['bcrypt', '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'],
  ])(
    'answers false for a stored hash it cannot read (%s) instead of throwing',
    async (_, stored) => {
      await expect(hasher.verify(stored, 'secret-123')).resolves.toBe(false);
    },
  );

  it('hashes and verifies many passwords at once, each against its own hash', async () => {
    const passwords = Array.from({ length: 16 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((password) => hasher.hash(password)));
    const right = await Promise.all(hashes.map((hash, i) => hasher.verify(hash, passwords[i])));
    const swapped = await Promise.all(
      hashes.map((hash, i) => hasher.verify(hash, passwords[(i + 1) % passwords.length])),
    );
    expect(right.every(Boolean)).toBe(true);
    expect(swapped.some(Boolean)).toBe(false);
  });

  it('keeps the event loop free while 8 logins hash and verify at once', async () => {
    // The stall to rule out: one argon2id hash computed on the event loop itself.
    await hashLikeBefore('warm-up');
    const oneHashOnTheLoopMs = await medianMs(3, () => hashLikeBefore('reference'));
    await hasher.hash('warm-up');

    const stalledMs = await maxEventLoopDelayDuring(() =>
      Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const hash = await hasher.hash(`password-${i}`);
          return hasher.verify(hash, `password-${i}`);
        }),
      ),
    );

    expect(stalledMs).toBeLessThan(oneHashOnTheLoopMs / 3);
  });
});
