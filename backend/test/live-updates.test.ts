import { Redis } from 'ioredis';
import { apiClient, type ApiClient } from './support/api-client.js';
import { readUntil } from './support/read-until.js';
import { type LiveClient, liveClient, liveUrl } from './support/live-client.js';
import { planSimulator } from './support/simulator-plan.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input, async: true) { generationId status }
}`;
const INPUT = {
  prompt: 'a lighthouse at dusk',
  model: 'civitai:101055@128078',
  width: 512,
  height: 512,
  imageCount: 2,
};
const UPDATED = `subscription($id: ID) {
  generationUpdated(id: $id) {
    generation { id status images { imageURL } creditsCharged errorCode }
    queuePosition
    creditBalance
  }
}`;

interface Update {
  generationUpdated: {
    generation: {
      id: string;
      status: string;
      images: { imageURL: string }[];
      creditsCharged: number;
      errorCode: string | null;
    };
    queuePosition: number | null;
    creditBalance: number;
  };
}

const MAX_CONNECTIONS = 3;

describe('live generation updates (graphql-ws on /graphql)', () => {
  let simulator: SimulatorProcess;
  /** The API process creators subscribe on. */
  let apiA: TestApp;
  /** Another API process, where generations are submitted. */
  let apiB: TestApp;
  let worker: TestApp | undefined;
  let onA: ApiClient;
  let onB: ApiClient;
  let url: string;
  const clients: LiveClient[] = [];
  const prefix = `${process.env.TEST_RUN_ID}_live_${Date.now()}`;
  const config = () => ({
    ...providerSettings(simulator),
    REDIS_PREFIX: prefix,
    GRAPHQL_WS_MAX_CONNECTIONS_PER_USER: String(MAX_CONNECTIONS),
  });
  const connect = (authorization?: string) => {
    const client = liveClient(url, authorization);
    clients.push(client);
    return client;
  };
  /**
   * Until the user's channel has a subscriber on Redis: from then on no event of theirs is
   * missed (a subscription is set up asynchronously after the client sends it).
   */
  const listening = async (userId: string) => {
    const channel = `${prefix}:live:generations:${userId}`;
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const count = await readUntil(
        async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]),
        (subscribers) => subscribers > 0,
      );
      expect(count).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  };
  const startWorker = async () => {
    worker ??= await startTestApp({ ...config(), APP_ROLE: 'worker' });
  };
  const generate = async (token: string, api = onB) => {
    const started = await api.graphql<{ generateImages: { generationId: string } }>(
      GENERATE,
      { input: INPUT },
      token,
    );
    expect(started.errors).toBeUndefined();
    return started.data!.generateImages.generationId;
  };

  beforeAll(async () => {
    simulator = await startSimulatorProcess();
    apiA = await startTestApp({ ...config(), APP_ROLE: 'api' });
    apiB = await startTestApp({ ...config(), APP_ROLE: 'api' });
    onA = apiClient(apiA);
    onB = apiClient(apiB);
    url = await liveUrl(apiA);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(async () => {
    for (const app of [apiA, apiB, worker]) await app?.close();
    await simulator?.stop();
  });

  it('follows a generation submitted on another API process and run by a worker: queued, running, then its images, cost and balance', async () => {
    const { token, user } = await onA.register();
    const live = connect(`Bearer ${token}`);
    await live.connected;
    const updates = live.subscribe<Update>(UPDATED);
    await listening(user.id);

    const id = await generate(token);
    const queued = await updates.next((u) => u.generationUpdated.generation.id === id);
    expect(queued.generationUpdated.generation.status).toBe('pending');
    expect(queued.generationUpdated.queuePosition).toBeGreaterThanOrEqual(1);

    await startWorker();
    const done = await updates.next((u) => u.generationUpdated.generation.status === 'succeeded');
    const { generation, creditBalance, queuePosition } = done.generationUpdated;
    expect(generation.id).toBe(id);
    expect(generation.images).toHaveLength(2);
    expect(generation.creditsCharged).toBeGreaterThan(0);
    expect(queuePosition).toBeNull();
    const me = await onA.get('/api/auth/me', token).expect(200);
    expect(creditBalance).toBeCloseTo(me.body.creditBalance as number, 4);
    const statuses = updates.results
      .map((result) => result.data?.generationUpdated.generation)
      .filter((g) => g?.id === id)
      .map((g) => g!.status);
    expect(statuses).toContain('running');
    expect(statuses.indexOf('running')).toBeLessThan(statuses.indexOf('succeeded'));
  }, 60_000);

  it('tells a failed generation with its error, and the hold back in the balance', async () => {
    await startWorker();
    const { token, user } = await onA.register();
    const before = (await onA.get('/api/auth/me', token).expect(200)).body.creditBalance as number;
    const live = connect(`Bearer ${token}`);
    await live.connected;
    const updates = live.subscribe<Update>(UPDATED);
    await listening(user.id);
    await planSimulator(simulator, [{ answer: 'ok', outcome: 'error' }]);
    const id = await generate(token);
    const failed = await updates.next(
      (u) =>
        u.generationUpdated.generation.id === id &&
        u.generationUpdated.generation.status === 'failed',
    );
    expect(failed.generationUpdated.generation.errorCode).toBeTruthy();
    expect(failed.generationUpdated.creditBalance).toBeCloseTo(before, 4);
  }, 60_000);

  it('follows one generation when given its id, and never another user’s', async () => {
    await startWorker();
    const owner = await onA.register();
    const other = await onA.register();
    const first = await generate(owner.token);

    const spy = connect(`Bearer ${other.token}`);
    await spy.connected;
    const foreign = spy.subscribe<Update>(UPDATED, { id: first });
    const own = spy.subscribe<Update>(UPDATED);
    const ownerLive = connect(`Bearer ${owner.token}`);
    await ownerLive.connected;
    const onlyFirst = ownerLive.subscribe<Update>(UPDATED, { id: first });
    const all = ownerLive.subscribe<Update>(UPDATED);
    await Promise.all([listening(owner.user.id), listening(other.user.id)]);

    const second = await generate(owner.token);
    await all.next(
      (u) =>
        u.generationUpdated.generation.id === second &&
        u.generationUpdated.generation.status === 'succeeded',
    );
    const idsOf = (results: typeof all.results) =>
      new Set(results.map((r) => r.data?.generationUpdated.generation.id));
    expect([...idsOf(onlyFirst.results)].filter((id) => id !== first)).toEqual([]);

    // The other user's own generation arrives; the owner's never reached them on either.
    const otherId = await generate(other.token);
    await own.next(
      (u) =>
        u.generationUpdated.generation.id === otherId &&
        u.generationUpdated.generation.status === 'succeeded',
    );
    expect(foreign.results).toEqual([]);
    expect([...idsOf(own.results)]).toEqual([otherId]);
  }, 60_000);

  it('starts from the state as it stands, so a client that (re)connects late misses no final state', async () => {
    await startWorker();
    const { token } = await onA.register();
    const id = await generate(token);
    await readUntil(
      async () => (await onA.get(`/api/generations/${id}`, token).expect(200)).body.status,
      (status) => status === 'succeeded',
      { withinMs: 20_000 },
    );
    const live = connect(`Bearer ${token}`);
    await live.connected;
    const late = live.subscribe<Update>(UPDATED, { id });
    const first = await late.next(() => true);
    expect(first.generationUpdated.generation).toMatchObject({ id, status: 'succeeded' });
    expect(first.generationUpdated.generation.images).toHaveLength(2);
    // Without an id it starts from the unfinished ones and those just finished: a client that
    // subscribes right after sending one still hears how it ended.
    const all = live.subscribe<Update>(UPDATED);
    const opening = await all.next(() => true);
    expect(opening.generationUpdated.generation).toMatchObject({ id, status: 'succeeded' });
    const another = await generate(token);
    await all.next((u) => u.generationUpdated.generation.id === another);
  }, 60_000);

  it('closes a connection without credentials, or with an invalid or revoked token, with 4401', async () => {
    const none = connect();
    expect(await none.closed).toMatchObject({ code: 4401 });

    const forged = connect('Bearer not-a-token');
    expect(await forged.closed).toMatchObject({ code: 4401 });

    const { token } = await onA.register();
    await onA.post('/api/auth/logout', {}, token).expect((response) => {
      expect(response.status).toBeLessThan(300);
    });
    const revoked = connect(`Bearer ${token}`);
    const closed = await revoked.closed;
    expect(closed.code).toBe(4401);
    expect(closed.reason).toMatch(/session has ended/i);
  });

  it('takes a personal API key with the generate scope, and refuses one without it', async () => {
    const { token, user } = await onA.register();
    const keyWith = async (scopes: string[]) => {
      const created = await onA.graphql<{ createApiKey: { key: string } }>(
        `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }`,
        { input: { name: 'Live updates', scopes, currentPassword: 'secret-123' } },
        token,
      );
      expect(created.errors).toBeUndefined();
      return created.data!.createApiKey.key;
    };

    const generateKey = connect(`Bearer ${await keyWith(['generate'])}`);
    await generateKey.connected;
    const allowed = generateKey.subscribe<Update>(UPDATED);
    await listening(user.id);
    const id = await generate(token);
    await startWorker();
    await allowed.next((u) => u.generationUpdated.generation.id === id);

    const readKey = connect(`Bearer ${await keyWith(['galleryRead'])}`);
    await readKey.connected;
    const refused = readKey.subscribe<Update>(UPDATED);
    await refused.ended;
    expect(refused.results[0].errors?.[0].message).toMatch(/limited to gallery:read|galleryRead/);
  }, 60_000);

  it(`refuses a user's connection beyond GRAPHQL_WS_MAX_CONNECTIONS_PER_USER with 4429, and counts a closed one out`, async () => {
    const { token } = await onA.register();
    const open = Array.from({ length: MAX_CONNECTIONS }, () => connect(`Bearer ${token}`));
    await Promise.all(open.map((client) => client.connected));
    const oneMore = connect(`Bearer ${token}`);
    expect(await oneMore.closed).toMatchObject({ code: 4429 });

    await open[0].dispose();
    await open[0].closed;
    const again = connect(`Bearer ${token}`);
    await again.connected;
    // Another user is not counted with them.
    const other = await onA.register();
    await connect(`Bearer ${other.token}`).connected;
  });

  it('holds subscriptions to the limits of HTTP, and serves nothing but subscriptions', async () => {
    const { token, user } = await onA.register();
    const live = connect(`Bearer ${token}`);
    await live.connected;

    const query = live.subscribe('{ appInfo { name } }');
    await query.ended;
    expect(query.results[0].errors?.[0].message).toMatch(/Only subscriptions/);

    const aliases = Array.from(
      { length: apiA.config.GRAPHQL_MAX_ALIASES + 1 },
      (_, i) => `a${i}: id`,
    );
    const flood = live.subscribe(
      `subscription { generationUpdated { generation { ${aliases.join(' ')} } } }`,
    );
    await flood.ended;
    expect(flood.results[0].errors?.[0].message).toMatch(/Aliases limit/);

    const unknown = live.subscribe('subscription { generationUpdatedd { queuePosition } }');
    await unknown.ended;
    expect(unknown.results[0].errors?.[0].message).toMatch(/Cannot query field/);

    // The connection itself stays usable after refused operations.
    const fine = live.subscribe<Update>(UPDATED);
    await listening(user.id);
    const id = await generate(token);
    await fine.next((u) => u.generationUpdated.generation.id === id);
  }, 60_000);
});
