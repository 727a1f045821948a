import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { recordingPgDriver } from './sql-pool.js';

/**
 * How long a connection may take to open, or a request to wait for a free one in a full pool.
 * Without a bound, a connection the server never answers waits for ever and says nothing; with
 * it, the attempt fails with a timeout and TypeORM's start-up retries (logged) open another.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 20_000;

/** The one description of our database, shared by the app, the CLI tools and the tests. */
export function dataSourceOptions(
  url: string,
  poolSize = 10,
  connectTimeoutMs = DATABASE_CONNECT_TIMEOUT_MS,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension needs installing.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: poolSize, connectionTimeoutMillis: connectTimeoutMs },
    // Our own node-postgres handle, so the hot paths can use TypeORM's pool (see sqlPool).
    driver: recordingPgDriver(),
  };
}

export function createDataSource(
  url: string,
  poolSize?: number,
  connectTimeoutMs?: number,
): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize, connectTimeoutMs));
}
