import { Redis } from 'ioredis';
import { deleteKeysStartingWith } from './support/test-redis.mjs';

describe('the end of a test run', () => {
  const url = process.env.TEST_REDIS_URL!;
  const run = `${process.env.TEST_RUN_ID}_cleanup_${Date.now()}`;
  let redis: Redis;

  beforeAll(() => (redis = new Redis(url)));
  afterAll(async () => {
    await redis.del(`${run}-other:kept`);
    redis.disconnect();
  });

  it("removes every key under the run's prefixes and nothing else", async () => {
    // More keys than one SCAN step returns, under two prefixes of the run, and one beside them.
    const pipeline = redis.pipeline();
    for (let i = 0; i < 2500; i++) pipeline.set(`${run}_1:bull:jobs:${i}`, 'x');
    pipeline.hset(`${run}_2:limits`, 'minute', '1');
    pipeline.set(`${run}-other:kept`, 'x');
    await pipeline.exec();

    expect(await deleteKeysStartingWith(url, `${run}_`)).toBe(2501);
    expect(await redis.keys(`${run}*`)).toEqual([`${run}-other:kept`]);
  });
});
