import path from 'node:path';
import { providePostgres } from './postgres.mjs';
import { provideRedis } from './redis.mjs';

/**
 * PostgreSQL and Redis for backend tests: DATABASE_URL / REDIS_URL when set, else embedded
 * PostgreSQL and a reachable or spawned redis-server. Returns the env the backend jest run needs.
 */
export async function provideTestInfra(workDir) {
  const dataDir = path.join(workDir, 'backend-tests');
  const postgres = await providePostgres({ dataDir, database: 'postgres' });
  const redis = await provideRedis({ dataDir });
  return {
    postgres,
    redis,
    env: { TEST_PG_URL: postgres.adminUrl, REDIS_URL: redis.url },
    stop: async () => {
      await redis.stop();
      await postgres.stop();
    },
  };
}

export const BACKEND_JEST_NODE_ARGS = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
];
