import { Redis } from 'ioredis';
import { apiClient, type ApiClient } from '../support/api-client.js';
import { type LiveClient, liveClient, liveUrl } from '../support/live-client.js';
import { readUntil, within } from '../support/read-until.js';
import { type RedisServerProcess, startRedisServer } from '../support/redis-server-process.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from '../support/simulator-process.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const UPDATED = `subscription($id: ID) {
  generationUpdated(id: $id) { generation { id status } }
}`;
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input, async: true) { generationId }
}`;

interface Update {
  generationUpdated: { generation: { id: string; status: string } };
}

/** Redis, which carries the live events, goes away under open subscriptions and comes back. */
describe('live updates while Redis is away', () => {
  let redis: RedisServerProcess;
  let simulator: SimulatorProcess;
  let app: TestApp;
  let api: ApiClient;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    redis = await startRedisServer(undefined, { keepsData: true });
    simulator = await startSimulatorProcess();
    app = await startTestApp({ ...providerSettings(simulator), REDIS_URL: redis.url });
    api = apiClient(app);
  });
  afterAll(async () => {
    for (const client of clients)
      await within(client.dispose(), 10_000, 'a live client did not close');
    await app?.close();
    await simulator?.stop();
    await redis?.stop();
  });

  it('ends open subscriptions with a clear error at once, and serves new ones once Redis is back', async () => {
    const { token, user } = await api.register();
    const live = liveClient(await liveUrl(app), `Bearer ${token}`);
    clients.push(live);
    await within(live.connected, 20_000, 'the live connection was not made');
    const channel = `${app.config.REDIS_PREFIX}:live:generations:${user.id}`;
    /**
     * A subscription once the server's is in place: Redis counts it on the user's channel (it
     * starts from the user's unfinished generations: none, so no event says so). One the server
     * ends instead, while its own connection to Redis is still away, is made again, as a client
     * told to subscribe again does.
     */
    const subscribedInPlace = async () => {
      const observer = new Redis(redis.url);
      try {
        for (;;) {
          const subscription = live.subscribe<Update>(UPDATED);
          let ended = false;
          void subscription.ended.then(() => (ended = true));
          const [count] = await readUntil(
            async () => [((await observer.pubsub('NUMSUB', channel)) as [string, number])[1]],
            ([subscribers]) => subscribers > 0 || ended,
            { withinMs: 30_000, everyMs: 50 },
          );
          if (count > 0 && !ended) return subscription;
          if (!ended) throw new Error(`no subscriber on ${channel} within 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } finally {
        observer.disconnect();
      }
    };
    const silent = await subscribedInPlace();

    await within(redis.kill(), 20_000, 'Redis did not exit');
    await within(silent.ended, 20_000, 'the open subscription did not end');
    expect(silent.results.at(-1)?.errors?.[0].message).toMatch(/Live updates were interrupted/);

    await within(redis.restart(), 30_000, 'Redis did not restart');
    const resumed = await within(
      subscribedInPlace(),
      60_000,
      'no subscription was in place after Redis came back',
    );
    const generated = await api.graphql<{ generateImages: { generationId: string } }>(
      GENERATE,
      {
        input: { prompt: 'a lighthouse', model: 'civitai:101055@128078', width: 512, height: 512 },
      },
      token,
    );
    expect(generated.errors).toBeUndefined();
    const id = generated.data!.generateImages.generationId;
    const done = await resumed.next(
      (u) =>
        u.generationUpdated.generation.id === id &&
        u.generationUpdated.generation.status === 'succeeded',
      30_000,
    );
    expect(done.generationUpdated.generation.id).toBe(id);
  }, 180_000);
});
