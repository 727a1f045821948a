import { randomBytes } from 'node:crypto';
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

/**
 * How many times the event loop came round while `work` ran. A hash computed on the loop itself
 * lets it turn only between hashes; one computed in the thread pool leaves it free throughout.
 * Counted, not timed: a busy machine slows both, and changes neither count's order of size.
 */
async function loopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    await work();
  } finally {
    done = true;
  }
  return turns;
}

const EIGHT_LOGINS = Array.from({ length: 8 }, (_, i) => `password-${i}`);

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

  it('keeps the event loop turning while 8 logins hash and verify at once', async () => {
    await hasher.hash('warm-up');
    await hashLikeBefore('warm-up');

    // The stall to rule out, for scale: the same logins hashed on the event loop itself.
    const onTheLoop = await loopTurnsDuring(() =>
      Promise.all(EIGHT_LOGINS.map((password) => hashLikeBefore(password))),
    );
    const duringLogins = await loopTurnsDuring(() =>
      Promise.all(
        EIGHT_LOGINS.map(async (password) => hasher.verify(await hasher.hash(password), password)),
      ),
    );

    // On the loop it turns a few times a hash (24 here); in the pool, thousands of times on an
    // idle machine and still hundreds when other test workers take the cores (366 seen in CI).
    expect(onTheLoop).toBeLessThan(EIGHT_LOGINS.length * 4);
    expect(duringLogins).toBeGreaterThan(EIGHT_LOGINS.length * 16);
    expect(duringLogins).toBeGreaterThan(onTheLoop * 4);
  });
});
