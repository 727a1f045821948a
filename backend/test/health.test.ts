import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

/** /health/ready, asked again until it answers 200 or the time is up; its last answer. */
async function readyWithin(server: Parameters<typeof request>[0], ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await request(server).get('/health/ready');
    if (answer.status === 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('health endpoints', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it('answers live and ready when PostgreSQL, Redis and storage are up', async () => {
    app = await startTestApp();
    const server = app.app.getHttpServer();
    await request(server).get('/health/live').expect(200, { status: 'ok' });
    // Ready once the shared Redis client has connected, which may follow the app's start.
    const ready = await readyWithin(server, 10_000);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({
      database: { status: 'up' },
      redis: { status: 'up' },
      storage: { status: 'up' },
    });
  });

  it('is not ready when storage cannot be written', async () => {
    const notADirectory = path.join(tmpdir(), `studio-file-${Date.now()}`);
    writeFileSync(notADirectory, 'x');
    app = await startTestApp({ STORAGE_LOCAL_DIR: notADirectory });
    const ready = await request(app.app.getHttpServer()).get('/health/ready').expect(503);
    expect(ready.body.status).toBe('unavailable');
    expect(ready.body.checks.storage.status).toBe('down');
    expect(ready.body.checks.database.status).toBe('up');
  });
});

describe('REST prefix', () => {
  let app: TestApp;
  afterAll(() => app?.close());

  it('answers unknown /api paths with a JSON 404 carrying message and code', async () => {
    app = await startTestApp();
    const response = await request(app.app.getHttpServer()).get('/api/no-such-call').expect(404);
    expect(response.body).toEqual({ message: 'Cannot GET /api/no-such-call', code: 'NOT_FOUND' });
  });
});
