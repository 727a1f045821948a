import { Logger } from '@nestjs/common';
import { type DataSource } from 'typeorm';
import { seedReferenceData } from './seeds/seed-reference-data.js';

/** Any constant works; it only has to be the same for every process of this product. */
const MIGRATION_LOCK_KEY = 7_340_211;

/**
 * Runs pending migrations and the reference-data seed under a PostgreSQL advisory lock, so several
 * processes starting at once (api replicas, workers, the migration job) never race.
 */
export async function prepareDatabase(
  dataSource: DataSource,
  options: { migrate: boolean },
): Promise<void> {
  const logger = new Logger('Database');
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (options.migrate) {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length > 0)
        logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    }
    if (await dataSource.showMigrations()) {
      throw new Error('The database schema is behind this release: run the migrations first');
    }
    await dataSource.transaction((manager) => seedReferenceData(manager));
  } finally {
    await runner
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await runner.release();
  }
}
