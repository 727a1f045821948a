import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health endpoints', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it('answers live and ready when PostgreSQL, Redis and storage are up', async () => {
    app = await startTestApp();
    const server = app.app.getHttpServer();
    await request(server).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(server).get('/health/ready').expect(200);
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
