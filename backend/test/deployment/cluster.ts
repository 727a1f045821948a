import {
  type BuiltServer,
  migrateWithBuiltCli,
  startBuiltServer,
} from '../support/built-server.js';
import { createIsolatedDatabase } from '../support/isolated-database.js';
import { testConfig } from '../support/test-app.js';

export interface Cluster {
  databaseUrl: string;
  redisPrefix: string;
  apis: BuiltServer[];
  worker: BuiltServer;
  stop(): Promise<void>;
}

/**
 * The deployment in miniature: the migration step on a fresh database, then `apiCount` api
 * processes and one worker process of the built server, sharing that database and one Redis prefix.
 */
export async function startCluster(
  apiCount: number,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const database = await createIsolatedDatabase({ migrate: migrateWithBuiltCli });
  const redisPrefix = `${process.env.TEST_RUN_ID}_cluster_${process.pid}`;
  const options = {
    config: testConfig({ DATABASE_URL: database.url, REDIS_PREFIX: redisPrefix }),
    env: {
      NODE_ENV: 'production',
      DATABASE_MIGRATE_ON_START: 'false',
      AUTH_REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      ...env,
    },
  };
  const results = await Promise.allSettled([
    ...Array.from({ length: apiCount }, () => startBuiltServer('api', options)),
    startBuiltServer('worker', options),
  ]);
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database.drop();
  };
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return {
    databaseUrl: database.url,
    redisPrefix,
    apis: started.slice(0, apiCount),
    worker: started[apiCount],
    stop,
  };
}
