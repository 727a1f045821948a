import { apiClient, type ApiClient } from '../support/api-client.js';
import { type LiveClient, liveClient, liveUrl } from '../support/live-client.js';
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
    for (const client of clients) await client.dispose();
    await app?.close();
    await simulator?.stop();
    await redis?.stop();
  });

  it('ends open subscriptions with a clear error at once, and serves new ones once Redis is back', async () => {
    const { token } = await api.register();
    const live = liveClient(await liveUrl(app), `Bearer ${token}`);
    clients.push(live);
    await live.connected;
    const silent = live.subscribe<Update>(UPDATED);
    // In place (it started from the user's unfinished generations: none).
    await new Promise((resolve) => setTimeout(resolve, 300));

    await redis.kill();
    await silent.ended;
    expect(silent.results.at(-1)?.errors?.[0].message).toMatch(/Live updates were interrupted/);

    await redis.restart();
    const resumed = live.subscribe<Update>(UPDATED);
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
  }, 90_000);
});
