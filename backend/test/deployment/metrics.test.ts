import request from 'supertest';
import { QueueName } from '../../src/jobs/queue-name.js';
import { type ApiClient } from '../support/api-client.js';
import { startAppWithSimulator } from '../support/app-session.js';
import { type TestApp } from '../support/test-app.js';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId totalCost creditsCharged }
}`;

const input = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'a lighthouse on a cliff at dusk',
  model: 'civitai:101055@128078',
  width: 512,
  height: 512,
  format: 'jpeg',
  imageCount: 1,
  steps: 20,
  ...overrides,
});

/** The value of one sample line (`name{labels} value`) of a Prometheus text exposition. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).match(/^\{(.*)\}/)?.[1] ?? '';
    const found = Object.fromEntries(
      [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1], match[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  let app: TestApp;
  let api: ApiClient;
  let close: (() => Promise<void>) | undefined;
  const scrape = async () => {
    const response = await request(app.app.getHttpServer()).get('/metrics').expect(200);
    return { contentType: response.headers['content-type'], text: response.text };
  };

  beforeAll(async () => {
    ({ app, api, close } = await startAppWithSimulator({ RUNWARE_MAX_RETRIES: '0' }));
  });
  afterAll(() => close?.());

  it('answers in the Prometheus text format with default process metrics, outside /api', async () => {
    const { contentType, text } = await scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    await request(app.app.getHttpServer()).get('/api/metrics').expect(404);
  });

  it('times requests by method, matched route pattern and status, never by raw URL', async () => {
    const server = app.app.getHttpServer();
    await request(server).get('/api/architecture-capabilities/1').expect(200);
    await request(server).get('/api/architecture-capabilities/2').expect(200);
    await request(server).post('/api/auth/login').send({ email: 'x@example.com' }).expect(400);
    await api.graphql('{ __typename }');
    const { text } = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/architecture-capabilities/:architectureId',
        status: '200',
      }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/login',
        status: '400',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/graphql',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        route: '/api/architecture-capabilities/:architectureId',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(text).not.toMatch(/route="\/api\/architecture-capabilities\/1"/);
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('reports the depth of every BullMQ queue, read from Redis at scrape time', async () => {
    const { getQueueToken } = await import('@nestjs/bullmq');
    const queue = app.app.get(getQueueToken(QueueName.OrphanScan), { strict: false });
    await queue.add('scan', {}, { delay: 60_000 });
    const { text } = await scrape();
    expect(text).toContain('# TYPE studio_queue_jobs gauge');
    for (const name of Object.values(QueueName))
      for (const state of ['waiting', 'active', 'delayed', 'failed'])
        expect(sample(text, 'studio_queue_jobs', { queue: name, state })).toBeDefined();
    expect(sample(text, 'studio_queue_jobs', { queue: 'orphan-scan', state: 'delayed' })).toBe(1);
    await queue.obliterate({ force: true });
  });

  it('counts generations by outcome, their provider cost and the credits charged', async () => {
    const before = await scrape();
    expect(sample(before.text, 'studio_generations_total', { outcome: 'succeeded' })).toBe(0);
    expect(sample(before.text, 'studio_generations_total', { outcome: 'failed' })).toBe(0);
    const { token } = await api.register();
    const done = await api.graphql<{
      generateImages: { totalCost: number; creditsCharged: number };
    }>(GENERATE, { input: input() }, token);
    expect(done.errors).toBeUndefined();
    // The user's own (wrong) provider key: the provider refuses it and the generation fails.
    const refused = await api.graphql(
      GENERATE,
      { input: input({ providerApiKey: 'not-the-simulator-key' }) },
      token,
    );
    expect(refused.errors).toBeDefined();

    const { text } = await scrape();
    const { totalCost, creditsCharged } = done.data!.generateImages;
    expect(totalCost).toBeGreaterThan(0);
    expect(sample(text, 'studio_generations_total', { outcome: 'succeeded' })).toBe(1);
    expect(sample(text, 'studio_generations_total', { outcome: 'failed' })).toBe(1);
    expect(sample(text, 'studio_generation_provider_cost_usd_total')).toBeCloseTo(totalCost, 9);
    expect(sample(text, 'studio_credits_charged_total')).toBeCloseTo(creditsCharged, 6);
  });
});
