import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { admitGeneration, type AdmissionLimits } from '../src/generation/generation-admission.js';
import { ownRedisPrefix } from './support/redis-prefix.js';

/**
 * The generation limits' combined check (one Redis step for the per-minute count and the running
 * slots), against a real Redis: what it counts, what it refuses, and that a refused request keeps
 * no slot. The consumer-visible answers (429s, headers) are in generation-limits.test.ts.
 */
describe('admitGeneration', () => {
  let redis: Redis;
  let slots: RateLimiterRedis;
  let commands: string[];
  const limits = (userId: string, overrides: Partial<AdmissionLimits> = {}): AdmissionLimits => ({
    minuteKey: `ratelimit:generate:minute:user:${userId}`,
    perMinute: 3,
    windowSeconds: 60,
    runningKey: slots.getKey(userId),
    running: 2,
    leaseSeconds: 900,
    ...overrides,
  });
  const running = async (userId: string) => (await slots.get(userId))?.consumedPoints ?? 0;

  beforeAll(async () => {
    redis = new Redis(process.env.TEST_REDIS_URL!, {
      keyPrefix: `${ownRedisPrefix('generation_admission')}:`,
    });
    // GenerationSlots' own limiter: it must read the slots the check counts.
    slots = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit:generate:running',
      points: 2,
      duration: 900,
    });
    commands = [];
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = ((command: { name: string }) => {
      commands.push(command.name);
      return send(command as Parameters<typeof send>[0]);
    }) as typeof redis.sendCommand;
    await redis.ping();
  });
  afterAll(() => redis?.quit());
  beforeEach(() => (commands.length = 0));

  it('counts a request against both limits in one round trip and keeps its slot', async () => {
    const admission = await admitGeneration(redis, limits('one'));
    const sent = [...commands];
    expect(admission).toMatchObject({ remaining: 2, overMinute: false, busy: false });
    expect(admission.msBeforeNext).toBeGreaterThan(59_000);
    expect(admission.msBeforeNext).toBeLessThanOrEqual(60_000);
    expect(await running('one')).toBe(1);
    expect(await redis.pttl(slots.getKey('one'))).toBeGreaterThan(899_000);
    // One script call (EVALSHA, or EVAL the first time Redis has not seen the script).
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent.every((name) => /^eval/i.test(name))).toBe(true);
  });

  it('refuses a request over the running limit and gives its slot back at once', async () => {
    expect((await admitGeneration(redis, limits('busy'))).busy).toBe(false);
    expect((await admitGeneration(redis, limits('busy'))).busy).toBe(false);
    const refused = await admitGeneration(redis, limits('busy'));
    expect(refused).toMatchObject({ busy: true, overMinute: false, remaining: 0 });
    expect(await running('busy')).toBe(2);
  });

  it('refuses a request over the minute without taking a slot, and counts it', async () => {
    const user = 'minute';
    const roomy = limits(user, { running: 100 });
    for (let call = 0; call < 3; call++)
      expect(await admitGeneration(redis, roomy)).toMatchObject({ overMinute: false });
    const before = await running(user);
    const refused = await admitGeneration(redis, roomy);
    expect(refused).toMatchObject({ overMinute: true, busy: false, remaining: 0 });
    expect(refused.msBeforeNext).toBeGreaterThan(0);
    expect(await running(user)).toBe(before);
    // A refused request still counts for the minute (as the limiter always counted it).
    expect(Number(await redis.get(roomy.minuteKey))).toBe(4);
  });

  it('counts per requester: another key of the same user has a minute of its own', async () => {
    const byUser = limits('keys', { running: 100 });
    for (let call = 0; call < 4; call++) await admitGeneration(redis, byUser);
    const byKey = limits('keys', {
      running: 100,
      minuteKey: 'ratelimit:generate:minute:key:k1',
    });
    expect(await admitGeneration(redis, byKey)).toMatchObject({ overMinute: false, remaining: 2 });
  });
});
