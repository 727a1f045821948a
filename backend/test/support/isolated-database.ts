import { DataSource } from 'typeorm';
import { migrateAndSeed } from '../../src/bootstrap.js';
import { testConfig } from './test-app.js';

export interface IsolatedDatabase {
  url: string;
  drop(): Promise<void>;
}

const migrateAndSeedInProcess = (url: string) =>
  migrateAndSeed(testConfig({ DATABASE_URL: url, DATABASE_MIGRATE_ON_START: 'true' }));

/**
 * A database of its own, migrated and seeded, for tests that change installation-wide state (the
 * platform switches, the set of administrators) which would disturb tests running beside them.
 * `migrate` prepares it (in this process unless given, e.g. by the built migration CLI).
 */
export async function createIsolatedDatabase({
  migrate = migrateAndSeedInProcess,
}: { migrate?: (url: string) => Promise<void> } = {}): Promise<IsolatedDatabase> {
  const shared = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${process.env.TEST_DATABASE_NAME}_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now()}`;
  const server = new URL(shared);
  server.pathname = '/postgres';
  const admin = async (sql: string) => {
    const client = new DataSource({ type: 'postgres', url: server.toString() });
    await client.initialize();
    try {
      await client.query(sql);
    } finally {
      await client.destroy();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const drop = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  try {
    await migrate(url.toString());
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), drop };
}
