/**
 * Runs the pending migrations and the reference-data seed, then exits: the migration step of a
 * deployment (`node backend/dist/cli/migrate.js`, the Compose `migrate` service, the Kubernetes
 * migration Job). Only DATABASE_URL is needed (LOG_LEVEL optional); the servers it prepares can then
 * start with DATABASE_MIGRATE_ON_START=false.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createRootLogger, PinoNestLogger } from '../common/logging/logger.js';
import { createDataSource } from '../database/data-source.js';
import { prepareDatabase } from '../database/prepare-database.js';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error('DATABASE_URL is missing or not a postgres:// URL');
    return 78; // EX_CONFIG, as the server
  }
  const logger = createRootLogger(process.env.LOG_LEVEL || 'info');
  Logger.overrideLogger(new PinoNestLogger(logger));
  const dataSource = createDataSource(url, 2);
  try {
    await dataSource.initialize();
    logger.info('migrating');
    await prepareDatabase(dataSource, { migrate: true });
    logger.info('database is up to date');
    return 0;
  } catch (error) {
    logger.error({ err: error }, 'migration failed');
    return 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

process.exitCode = await main();
