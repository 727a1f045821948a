import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, isListening, waitFor } from './ports.mjs';
import { supervise } from './supervisor.mjs';

export class RedisUnavailableError extends Error {}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Redis for queues and token revocation: REDIS_URL when given; else one answering on
 * 127.0.0.1:6379; else a `redis-server` from PATH started on a free port with its data in
 * `<dataDir>/redis`. Resolves to { url, shared, stop }: `shared` when the Redis is not ours, so
 * what we wrote to it outlives us unless we remove it.
 */
export async function provideRedis({ dataDir, log = console.log }) {
  if (process.env.REDIS_URL)
    return { url: process.env.REDIS_URL, shared: true, stop: async () => {} };
  if (await isListening(6379))
    return { url: 'redis://127.0.0.1:6379', shared: true, stop: async () => {} };
  if (!onPath('redis-server')) {
    throw new RedisUnavailableError(
      'Redis is required: set REDIS_URL, or install the redis-server package (e.g. apt-get install redis-server).',
    );
  }
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort(6380);
  log(`› Starting redis-server on port ${port}…`);
  // Ours to keep running: started again (same port, same data) should it die.
  const redis = supervise(
    'redis-server',
    () =>
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--appendonly',
          'yes',
          '--save',
          '60 1',
        ],
        { stdio: 'ignore' },
      ),
    { log },
  );
  await waitFor(() => isListening(port), { what: 'redis-server', timeoutMs: 15000 });
  return {
    url: `redis://127.0.0.1:${port}`,
    shared: false,
    stop: redis.stop,
  };
}
