import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { recordingPgDriver } from './sql-pool.js';

/** The one description of our database, shared by the app, the CLI tools and the tests. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
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
    extra: { max: poolSize },
    // Our own node-postgres handle, so the hot paths can use TypeORM's pool (see sqlPool).
    driver: recordingPgDriver(),
  };
}

export function createDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}
