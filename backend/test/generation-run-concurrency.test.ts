import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { inferenceTask } from './support/image-fixtures.js';
import { readUntil } from './support/read-until.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { type SlowProvider, startSlowProvider } from './support/slow-provider.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { type TestApp } from './support/test-app.js';

const TASK = inferenceTask('a quiet harbour');

describe('asynchronous generations', () => {
  let simulator: SimulatorProcess;
  let provider: SlowProvider;
  let app: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    simulator = await startSimulatorProcess();
    provider = await startSlowProvider(simulator.url);
    ({ app, api } = await startAppSession({
      ...providerSettings(simulator),
      RUNWARE_API_URL: provider.url,
      QUEUE_CONCURRENCY_GENERATION_RUN: '3',
      REDIS_PREFIX: ownRedisPrefix('generation-concurrency'),
    }));
  });
  afterAll(async () => {
    provider?.releaseAll();
    await app?.close();
    await provider?.close();
    await simulator?.stop();
  });

  it('run as many at once as the queue allows: a slow one does not hold up the next', async () => {
    const { token } = await api.register();
    const ids: string[] = [];
    for (let n = 0; n < 4; n++)
      ids.push(
        (await api.post('/api/generate?async=true', [TASK], token).expect(202)).body
          .generationId as string,
      );

    // Three reach the provider together and wait on it; the fourth waits for a worker.
    await readUntil(
      async () => provider.heldNow(),
      (held) => held >= 3,
      { withinMs: 20_000 },
    );
    expect(provider.heldNow()).toBe(3);

    provider.releaseAll();
    const statuses = await readUntil(
      () =>
        Promise.all(
          ids.map(
            async (id) =>
              (await api.get(`/api/generations/${id}`, token).expect(200)).body.status as string,
          ),
        ),
      (all) => all.every((status) => status === 'succeeded'),
      { withinMs: 30_000 },
    );
    expect(statuses).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
  }, 90_000);
});
