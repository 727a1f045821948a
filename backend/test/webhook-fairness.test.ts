import { createServer, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type ApiClient } from './support/api-client.js';
import { startAppWithSimulator } from './support/app-session.js';
import { readUntil } from './support/read-until.js';
import { ownRedisPrefix } from './support/redis-prefix.js';

const TASK = {
  taskType: 'imageInference',
  positivePrompt: 'a lighthouse in fog',
  model: 'civitai:101055@128078',
  width: 512,
  height: 512,
  numberResults: 1,
};

/**
 * Webhook receivers: under /hang/ they take the delivery and never answer (until released);
 * elsewhere they answer 200 at once. Records, in order, every delivery as it arrives.
 */
async function startReceivers() {
  const arrivals: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(request.url!);
      if (request.url!.startsWith('/hang/')) hanging.add(response);
      else response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    arrivals,
    /** Deliveries being held unanswered right now. */
    hangingNow: () => hanging.size,
    /** Answers every held delivery, so their jobs end. */
    releaseAll: () => {
      for (const response of hanging) response.writeHead(200).end();
      hanging.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhook deliveries of different accounts', () => {
  let api: ApiClient;
  let close: () => Promise<void>;
  let receivers: Awaited<ReturnType<typeof startReceivers>>;

  beforeAll(async () => {
    receivers = await startReceivers();
    ({ api, close } = await startAppWithSimulator({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // Hanging receivers hold their delivery for the whole test.
      WEBHOOK_TIMEOUT_MS: '120000',
      QUEUE_CONCURRENCY_WEBHOOK_DELIVERY: '4',
      WEBHOOK_CONCURRENCY_PER_USER: '2',
      WEBHOOK_CONCURRENCY_PER_ENDPOINT: '1',
      REDIS_PREFIX: ownRedisPrefix('webhook-fairness'),
    }));
  });
  afterAll(async () => {
    receivers?.releaseAll();
    await close?.();
    await receivers?.close();
  });

  it("are not held up by another account's receivers that hang", async () => {
    const slow = await api.register();
    for (const n of [1, 2, 3, 4, 5])
      await api.post('/api/webhooks', { url: receivers.url(`/hang/${n}`) }, slow.token).expect(201);
    await api.post('/api/generate?async=true', [TASK], slow.token).expect(202);
    // The slow account's receivers take as many deliveries as its share allows, and hang.
    await readUntil(
      async () => receivers.hangingNow(),
      (held) => held >= 2,
      { withinMs: 20_000 },
    );
    expect(receivers.hangingNow()).toBe(2);

    const other = await api.register();
    await api.post('/api/webhooks', { url: receivers.url('/ok') }, other.token).expect(201);
    await api.post('/api/generate?async=true', [TASK], other.token).expect(202);
    const history = await readUntil(
      async () => (await api.get('/api/webhooks/deliveries', other.token).expect(200)).body,
      (list: { status: string }[]) => list[0]?.status === 'succeeded',
      { withinMs: 20_000 },
    );
    expect(history).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
    // Delivered while the slow account's receivers still hang, and they never held more.
    expect(receivers.arrivals).toContain('/ok');
    expect(receivers.hangingNow()).toBe(2);
    const waiting = (await api.get('/api/webhooks/deliveries', slow.token).expect(200)).body as {
      status: string;
      attempts: number;
      lastError: string | null;
    }[];
    // Waiting for their share is not an attempt. Compared whole, so a failure shows each
    // delivery's state and its last error, not just "false".
    expect(
      waiting.map(({ status, attempts, lastError }) => ({ status, attempts, lastError })),
    ).toEqual(Array(5).fill({ status: 'pending', attempts: 0, lastError: null }));

    // Once the receivers answer, the held and the waiting deliveries all go through.
    receivers.releaseAll();
    const done = await readUntil(
      async () => {
        receivers.releaseAll();
        return (await api.get('/api/webhooks/deliveries', slow.token).expect(200)).body;
      },
      (list: { status: string }[]) => list.every((delivery) => delivery.status === 'succeeded'),
      { withinMs: 30_000 },
    );
    expect(done.map((delivery: { status: string }) => delivery.status)).toEqual(
      Array(5).fill('succeeded'),
    );
  }, 90_000);
});
