import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('structured logs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('write one JSON line per request with a request id, never the credentials it carried', async () => {
    await request(app.app.getHttpServer())
      .post('/api/auth/login?token=query-token-123')
      .set('Authorization', 'Bearer header-token-456')
      .set('x-api-key', 'api-key-789')
      .set('x-request-id', 'req-abc')
      .send({ email: 'someone@example.com', password: 'hunter2-secret' });
    const lines = app.logs.join('');
    expect(lines).toContain('"id":"req-abc"');
    for (const secret of [
      'query-token-123',
      'header-token-456',
      'api-key-789',
      'hunter2-secret',
      app.config.JWT_SECRET,
    ]) {
      expect(lines).not.toContain(secret);
    }
    const requestLine = app.logs
      .map((line) => JSON.parse(line))
      .find((entry) => entry.req?.id === 'req-abc');
    expect(requestLine).toMatchObject({
      req: { method: 'POST', path: '/api/auth/login' },
      res: { statusCode: 401 },
    });
  });
});
