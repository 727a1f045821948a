import { onServer, serverUrl, withDatabase } from './test-database.mjs';

/**
 * One fresh database per test run, dropped by global-teardown. Tests migrate and seed it on first
 * use (under an advisory lock, so parallel workers are safe).
 */
export default async function globalSetup() {
  const server = serverUrl();
  const name = `studio_test_${Date.now()}_${process.pid}`;
  await onServer(server, (client) => client.query(`CREATE DATABASE "${name}"`));
  process.env.TEST_DATABASE_URL = withDatabase(server, name);
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.TEST_RUN_ID = name;
}
