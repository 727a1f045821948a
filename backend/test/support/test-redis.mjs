// Plain ESM (no TypeScript): jest loads global setup and teardown outside its ESM transform.
import { Redis } from 'ioredis';

/**
 * Removes every key that starts with `prefix`: a test run's queues, limits and live events, all
 * named under its run id (test-app.ts, redis-prefix.ts). Without it each run on a developer's
 * Redis leaves a few thousand keys behind.
 */
export async function deleteKeysStartingWith(url, prefix) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 })) {
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    }
    return deleted;
  } finally {
    redis.disconnect();
  }
}
