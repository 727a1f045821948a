import request from 'supertest';
import { trustedProxies } from '../src/bootstrap.js';
import { loadAppConfig } from '../src/config/app-config.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Wrong passwords for different emails, each claiming another client address. */
async function floodClaimingAddresses(app: TestApp, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const answer = await request(app.app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', `203.0.113.${attempt + 1}`)
      .send({ email: `nobody-${attempt}@example.com`, password: 'wrong-pass' });
    statuses.push(answer.status);
  }
  return statuses;
}

describe('TRUSTED_PROXIES decides whose X-Forwarded-For names the client', () => {
  const apps: TestApp[] = [];
  const start = async (trusted: string) => {
    const app = await startTestApp({
      TRUSTED_PROXIES: trusted,
      AUTH_FAILED_LOGINS_PER_IP: '3',
      // Counters of its own: other tests' attempts from this address do not count here.
      REDIS_PREFIX: `${process.env.TEST_RUN_ID}_proxies_${trusted}_${Date.now()}`,
    });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('believes no one with none: a client cannot dodge the per-IP limit by claiming addresses', async () => {
    expect(await floodClaimingAddresses(await start('none'), 5)).toEqual([401, 401, 401, 429, 429]);
  });

  it('believes the listed proxy (here the test client on loopback)', async () => {
    expect(await floodClaimingAddresses(await start('loopback'), 5)).toEqual([
      401, 401, 401, 401, 401,
    ]);
  });

  it('refuses a malformed setting at boot and reads lists', () => {
    expect(() => loadAppConfig({ ...process.env, TRUSTED_PROXIES: 'the load balancer' })).toThrow(
      /TRUSTED_PROXIES must be none, or comma-separated addresses/,
    );
    expect(trustedProxies('none')).toBe(false);
    expect(trustedProxies('10.0.0.0/8, loopback')).toEqual(['10.0.0.0/8', 'loopback']);
  });
});
