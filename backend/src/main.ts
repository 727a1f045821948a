import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { type Server } from 'node:http';
import { type StartedApp, createHttpApp, inFlightRequestsOf, migrateAndSeed } from './bootstrap.js';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { type AppConfig, ConfigValidationError, loadAppConfig } from './config/app-config.js';
import { GenerationLeases } from './generation/generation-leases.js';
import { surviveUnhandledRedisRejections } from './redis/redis-availability.js';

/**
 * On SIGTERM/SIGINT: stop taking requests, let in-flight requests finish, then let running jobs
 * finish (Nest closes the BullMQ workers), release connections, then exit 0. What still
 * runs after SHUTDOWN_GRACE_SECONDS is handed to the sweeper (its generation leases expire now)
 * and the process exits 1.
 */
function stopOnSignals(
  app: StartedApp,
  config: AppConfig,
  logger: ReturnType<typeof createRootLogger>,
) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    const forced = setTimeout(() => {
      void handOnUnfinished(app, logger).finally(() => {
        logger.error(`shutdown took longer than ${config.SHUTDOWN_GRACE_SECONDS} s; exiting`);
        process.exit(1);
      });
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    forced.unref();
    // New connections are refused now; the requests in flight are answered before anything is
    // closed (the GraphQL module's own drain would cut them off after 10 s).
    const server = app.getHttpServer() as Server;
    server.close();
    server.closeIdleConnections();
    await inFlightRequestsOf(app).drained();
    await app.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The generations still running at the end of the grace: the sweeper takes them at once. */
async function handOnUnfinished(app: StartedApp, logger: ReturnType<typeof createRootLogger>) {
  try {
    const released = await app.get(GenerationLeases, { strict: false }).releaseOwned();
    if (released > 0) logger.warn({ generations: released }, 'unfinished generations handed on');
  } catch (error) {
    logger.error({ err: error }, 'could not hand on unfinished generations');
  }
}

async function main() {
  let config;
  try {
    config = loadAppConfig();
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createRootLogger(config.LOG_LEVEL);
  Logger.overrideLogger(new PinoNestLogger(logger));
  surviveUnhandledRedisRejections();
  logger.info(
    { role: config.APP_ROLE, storage: config.STORAGE_DRIVER, provider: config.PROVIDER_MODE },
    'starting',
  );

  await migrateAndSeed(config);

  // The worker role listens too, for /health/* and /metrics only.
  const app = await createHttpApp(config, logger);
  stopOnSignals(app, config, logger);
  await app.listen(config.PORT, config.HOST);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (config.APP_ROLE === 'worker') logger.info({ port }, 'worker ready');
  else logger.info({ url: `http://localhost:${port}`, port }, 'listening');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
