import { provideRedis } from '../../../scripts/lib/redis.mjs';

/** Whose Redis the launcher uses decides who removes what a run wrote to it (scripts/test.mjs). */
describe("the launcher's Redis", () => {
  const given = process.env.REDIS_URL;
  afterEach(() => {
    if (given === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = given;
  });

  it('is shared when REDIS_URL names one: it outlives the run, and so do its keys', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const redis = await provideRedis({ dataDir: '/nonexistent', log: () => {} });
    expect(redis).toMatchObject({ url: 'redis://127.0.0.1:1', shared: true });
    await redis.stop();
  });
});
