import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type Redis } from 'ioredis';
import { createHttpApp, migrateAndSeed } from '../../src/bootstrap.js';
import { type AppConfig, loadAppConfig } from '../../src/config/app-config.js';
import { UNEXPECTED_ERROR } from '../../src/common/errors/domain-error.filter.js';
import { createRootLogger } from '../../src/common/logging/logger.js';
import { REDIS } from '../../src/redis/redis.module.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** Every log line the app wrote, for assertions about what is (not) logged. */
  logs: string[];
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadAppConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_PREFIX: `${process.env.TEST_RUN_ID}_${process.env.JEST_WORKER_ID ?? '0'}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    STORAGE_LOCAL_DIR: mkdtempSync(path.join(tmpdir(), 'studio-storage-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'studio-no-web-client'),
    DATABASE_MIGRATE_ON_START: 'false',
    LOG_LEVEL: 'debug',
    AUTH_REGISTRATIONS_PER_IP_PER_HOUR: '10000',
    AUTH_FAILED_LOGINS_PER_IP: '10000',
    // Counted per IP across every test app of a worker; the per-address limit has its own test.
    AUTH_PASSWORD_RESETS_PER_IP_PER_HOUR: '10000',
    // Tests generate fast and in parallel; the limits have tests of their own.
    GENERATION_REQUESTS_PER_MINUTE: '100000',
    GENERATION_CONCURRENCY_PER_USER: '1000',
    // A bound for a dependency that never answers: on a loaded machine a healthy one took over 2 s.
    HEALTH_CHECK_TIMEOUT_MS: '30000',
    ...overrides,
  });
}

let migrated: Promise<void> | undefined;

/** A fault the server answered 500 for (DomainErrorFilter), or a fatal one. */
const UNEXPECTED_FAULT = new RegExp(`"level":60\\b|"msg":"${UNEXPECTED_ERROR}: `);

/** Migrates and seeds the run's database once per test worker. */
export function ensureMigrated(): Promise<void> {
  migrated ??= migrateAndSeed(testConfig({ DATABASE_MIGRATE_ON_START: 'true' }));
  return migrated;
}

/** The real HTTP app on real PostgreSQL and Redis (the run's fresh database), not listening. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  await ensureMigrated();
  const config = testConfig(overrides);
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString();
      logs.push(line);
      // No test expects an unexpected fault: when the server has one (a 500), its cause is in
      // the run's output beside the failing assertion, not lost with the app.
      if (UNEXPECTED_FAULT.test(line)) process.stderr.write(`[test app error log] ${line}`);
      done();
    },
  });
  const app = await createHttpApp(config, createRootLogger(config.LOG_LEVEL, sink));
  await connected(app.get<Redis>(REDIS));
  return { app, config, logs, close: () => app.close() };
}

/**
 * Waits for the shared Redis client's first connection, which may follow the app's start on a
 * busy machine: until then readiness answers 503, as it should for a real replica.
 */
async function connected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis did not connect in 20 s')), 20_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
