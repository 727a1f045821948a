import { type BuiltServer, startBuiltServer } from '../support/built-server.js';
import { freePort } from '../support/free-port.js';
import { type RedisServerProcess, startRedisServer } from '../support/redis-server-process.js';
import { ensureMigrated, testConfig } from '../support/test-app.js';

const ADMIN = { email: `outage-admin-${Date.now()}@example.com`, password: 'admin-pass' };

/** Polls `probe` until `accept` holds for its answer, or fails with the last answer. */
async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  withinMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let last: T | string;
  for (;;) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Redis stopping outright (a crash, not a hang) and coming back on the same port, empty: the server
 * in the api+worker role lives through it, refuses what needs Redis with a 503, serves what does
 * not, and recovers by itself.
 */
describe('the server while its Redis is down', () => {
  let redis: RedisServerProcess;
  let server: BuiltServer;

  const call = async (path: string, token?: string): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  };
  const signIn = async (): Promise<string> => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const body = (await response.json()) as { token?: string };
    if (!body.token) throw new Error(`sign-in: ${response.status} ${JSON.stringify(body)}`);
    return body.token;
  };
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;

  beforeAll(async () => {
    await ensureMigrated();
    redis = await startRedisServer();
    const config = testConfig({ REDIS_URL: redis.url });
    server = await startBuiltServer('all', {
      config,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  }, 60_000);

  it('answers 503 for what needs Redis, serves the rest, and recovers without a restart', async () => {
    const token = await signIn();
    expect((await call('/api/auth/me', token)).status).toBe(200);

    await redis.kill();
    await eventually(
      'readiness while Redis is down',
      () => call('/health/ready'),
      (answer) =>
        answer.status === 503 &&
        (answer.body.checks as { redis: { status: string } }).redis.status === 'down',
    );
    // A signed-in call cannot check whether its token was revoked: refused, not let through.
    const refused = await eventually(
      'a signed-in call',
      () => call('/api/auth/me', token),
      (answer) => answer.status !== 200,
    );
    expect(refused).toMatchObject({
      status: 503,
      body: {
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/temporarily unavailable/),
      },
    });
    // What does not need Redis goes on.
    expect((await call('/api/architectures')).status).toBe(200);
    expect((await call('/health/live')).status).toBe(200);
    // Ten seconds down: far past every client's per-request retries and first reconnect attempts.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(alive()).toBe(true);
    expect((await call('/api/auth/me', token)).status).toBe(503);

    await redis.restart();
    await eventually(
      'readiness after Redis returns',
      () => call('/health/ready'),
      (answer) => answer.status === 200,
    );
    expect((await call('/api/auth/me', token)).status).toBe(200);
    // A job queued now is run by the worker: the orphan scan answers once its job finished.
    const scan = await call('/api/admin/orphan-files', await signIn());
    expect(scan).toMatchObject({ status: 200, body: { statistics: expect.any(Object) } });
    expect(alive()).toBe(true);
    // Every client heard its connection errors (ioredis prints unheard ones as below).
    expect(server.output()).not.toMatch(/Unhandled error event/);
  }, 180_000);

  it('starts without Redis, answering 503 until Redis comes', async () => {
    const port = await freePort();
    const early = await startBuiltServer('api', {
      config: testConfig({ REDIS_URL: `redis://127.0.0.1:${port}` }),
    });
    let lateRedis: RedisServerProcess | undefined;
    try {
      const at = (path: string) => fetch(`${early.url}${path}`).then((answer) => answer.status);
      expect(await at('/health/live')).toBe(200);
      expect(await at('/health/ready')).toBe(503);
      expect(await at('/api/architectures')).toBe(200);
      lateRedis = await startRedisServer(port);
      await eventually(
        'readiness once Redis is there',
        () => at('/health/ready'),
        (status) => status === 200,
      );
    } finally {
      await early.stop();
      await lateRedis?.stop();
    }
  }, 240_000);
});
