import { readFileSync } from 'node:fs';
import { spawnBuiltServer, startBuiltServer } from '../support/built-server.js';

describe('the server process', () => {
  it.each(['api', 'worker'] as const)(
    'in the %s role stops cleanly with exit 0 on SIGTERM',
    async (role) => {
      const server = await startBuiltServer(role);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toMatch(/"msg":"shutting down"/);
      expect(server.output()).toMatch(/"msg":"stopped"/);
    },
  );

  it('serves the committed REST description as the built code makes it', async () => {
    // The tests run the sources through SWC; this is what tsc's build serves in production.
    const server = await startBuiltServer('api');
    try {
      const served = await fetch(`${server.url}/api/openapi.json`);
      expect(served.status).toBe(200);
      const committed = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
      expect(`${JSON.stringify(await served.json(), null, 2)}\n`).toBe(committed);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start with a malformed variable and names it', async () => {
    const server = spawnBuiltServer({
      DATABASE_URL: 'not a url',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(await server.exited).toEqual({ code: 78, signal: null });
    expect(server.output()).toMatch(/DATABASE_URL is invalid/);
  });
});
