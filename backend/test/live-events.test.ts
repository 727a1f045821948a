import { LIVE_EVENTS_INTERRUPTED, LiveEvents } from '../src/live/live-events.js';
import { within } from './support/read-until.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { type RedisServerProcess, startRedisServer } from './support/redis-server-process.js';
import { testConfig } from './support/test-app.js';

interface Ping {
  n: number;
}

/** The event bus on a Redis of its own, which goes away and comes back. */
describe('live events while Redis is away', () => {
  let redis: RedisServerProcess;
  let events: LiveEvents;

  beforeAll(async () => {
    redis = await startRedisServer();
    events = new LiveEvents(
      testConfig({ REDIS_URL: redis.url, REDIS_PREFIX: ownRedisPrefix('live') }),
    );
  });
  afterAll(async () => {
    await events?.close();
    await redis?.stop();
  });

  /** Publishes on `channel` until `subscription` hears it: it is then confirmed by Redis. */
  async function heard(subscription: AsyncIterableIterator<Ping>, channel: string) {
    const first = subscription.next();
    let settled = false;
    void first.finally(() => (settled = true)).catch(() => undefined);
    const publishing = (async () => {
      for (let n = 1; !settled; n++) {
        await events.publish(channel, { n });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const result = await within(first, 30_000, `no event was heard on ${channel}`);
    await publishing;
    return result;
  }

  it('ends open subscriptions and refuses new ones at once while Redis is away, then serves again', async () => {
    const open = events.listen<Ping>('open');
    expect((await heard(open, 'open')).done).toBe(false);

    await redis.kill();
    await expect(within(open.next(), 20_000, 'the open subscription did not end')).rejects.toBe(
      LIVE_EVENTS_INTERRUPTED,
    );
    // Opened during the outage: told at once, not at the subscriber's next failed reconnection
    // (a second away at first, up to 20 s later on) nor once Redis is back.
    const late = events.listen<Ping>('late');
    await expect(
      within(late.next(), 100, 'a subscription opened while away did not end'),
    ).rejects.toBe(LIVE_EVENTS_INTERRUPTED);

    await redis.restart();
    // While the subscriber reconnects, a new subscription is still refused: try until one hears.
    const result = await within(
      (async () => {
        for (;;) {
          const subscription = events.listen<Ping>('again');
          try {
            return await heard(subscription, 'again');
          } catch (error) {
            if (error !== LIVE_EVENTS_INTERRUPTED) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      })(),
      40_000,
      'no subscription was served after Redis came back',
    );
    expect(result.value).toEqual({ n: expect.any(Number) });
  }, 120_000);
});
