import { type Cluster, startCluster } from './cluster.js';
import { readUntil } from '../support/read-until.js';
import { taskActivity } from '../support/simulator-plan.js';
import { startSimulatorProcess, type SimulatorProcess } from '../support/simulator-process.js';

/** The provider answers after this long, so a generation is still in flight when SIGTERM comes. */
const PROVIDER_LATENCY_MS = 1500;
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-pass' };

async function call(
  base: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/**
 * Two api processes and one worker process of the built server (backend/dist) on one database and
 * one Redis prefix, after the migration step, as the Compose file and the Kubernetes manifests run
 * them. Cases about work crossing processes (a job queued by an api, run by the worker) belong here.
 */
describe('several server processes on one database and Redis', () => {
  let simulator: SimulatorProcess;
  let cluster: Cluster;

  beforeAll(async () => {
    simulator = await startSimulatorProcess({ SIMULATOR_LATENCY_MS: String(PROVIDER_LATENCY_MS) });
    cluster = await startCluster(2, {
      PROVIDER_MODE: 'simulator',
      RUNWARE_API_URL: simulator.url,
      RUNWARE_API_KEY: simulator.apiKey,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await simulator?.stop();
  });

  it('refuses on api #1 a token that was signed in on api #1 and logged out on api #2', async () => {
    const [first, second] = cluster.apis.map((api) => api.url);
    const email = `replica-${Date.now()}@example.com`;
    const registered = await call(second, 'POST', '/api/auth/register', {
      body: { name: 'Replica User', email, password: 'secret-123' },
    });
    expect(registered.status).toBe(201);
    const login = await call(first, 'POST', '/api/auth/login', {
      body: { email, password: 'secret-123' },
    });
    expect(login.status).toBe(200);
    const { token } = login.json() as { token: string };
    expect((await call(first, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(second, 'GET', '/api/auth/me', { token })).status).toBe(200);

    expect((await call(second, 'POST', '/api/auth/logout', { token })).status).toBe(200);

    const refused = await call(first, 'GET', '/api/auth/me', { token });
    expect(refused.status).toBe(401);
    expect((await call(second, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('serves only health and metrics from the worker, with the queue depths it shares with the apis', async () => {
    const worker = cluster.worker.url;
    expect((await call(worker, 'GET', '/health/live')).status).toBe(200);
    const ready = await call(worker, 'GET', '/health/ready');
    expect([ready.status, ready.json().status]).toEqual([200, 'ok']);
    expect((await call(worker, 'POST', '/api/auth/login', { body: {} })).status).toBe(404);
    expect(
      (await call(worker, 'POST', '/graphql', { body: { query: '{ __typename }' } })).status,
    ).toBe(404);
    const metrics = await call(worker, 'GET', '/metrics');
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toMatch(
      /^studio_queue_jobs\{queue="model-import",state="waiting"\} \d+$/m,
    );
  });

  it('runs on the worker a job queued by an api (apis have no queue processors)', async () => {
    const [first, second] = cluster.apis.map((api) => api.url);
    const { token } = (await call(second, 'POST', '/api/auth/login', { body: ADMIN })).json() as {
      token: string;
    };
    // The REST compat scan queues an orphan-scan job and waits for its result.
    const scan = await call(first, 'GET', '/api/admin/orphan-files', { token });
    expect(scan.status).toBe(200);
    expect(scan.json()).toMatchObject({
      orphanFiles: [],
      statistics: { totalOrphanFiles: 0 },
    });
    const jobs = await call(second, 'POST', '/graphql', {
      token,
      body: { query: '{ adminJobs(queue: orphanScan) { items { state } } }' },
    });
    expect(jobs.json().data.adminJobs.items).toEqual([{ state: 'completed' }]);
    await cluster.worker.waitForOutput(/orphan scan finished/);
    for (const api of cluster.apis) expect(api.output()).not.toMatch(/orphan scan finished/);
  });

  it('lets an in-flight request finish on SIGTERM, then exits 0 (the other api keeps serving)', async () => {
    const [first, second] = cluster.apis;
    const email = `drain-${Date.now()}@example.com`;
    const { token } = (
      await call(first.url, 'POST', '/api/auth/register', {
        body: { name: 'Drain User', email, password: 'secret-123' },
      })
    ).json() as { token: string };
    const started = Date.now();
    const taskUUID = crypto.randomUUID();
    const generation = call(second.url, 'POST', '/api/generate', {
      token,
      body: [
        {
          taskType: 'imageInference',
          taskUUID,
          positivePrompt: 'a quiet harbour at dawn',
          model: 'civitai:101055@128078',
          width: 512,
          height: 512,
          numberResults: 1,
          steps: 20,
        },
      ],
    });
    // Stopped once the request is in flight: the provider has it and takes PROVIDER_LATENCY_MS.
    await readUntil(
      () => taskActivity(simulator, taskUUID),
      (task) => task.submissions > 0,
    );
    second.child.kill('SIGTERM');

    const answer = await generation;
    expect(answer.status).toBe(200);
    expect(answer.json().data[0].imageURL).toMatch(/^http/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(PROVIDER_LATENCY_MS);
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.output()).toMatch(/"msg":"stopped"/);
    await expect(fetch(`${second.url}/health/live`)).rejects.toThrow();
    expect((await call(first.url, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
