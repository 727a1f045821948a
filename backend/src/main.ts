import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { type StartedApp, createHttpApp, migrateAndSeed } from './bootstrap.js';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { ConfigValidationError, loadAppConfig } from './config/app-config.js';

/**
 * On SIGTERM/SIGINT: stop taking requests, let in-flight requests and running jobs finish (Nest
 * closes the HTTP server and the BullMQ workers), release connections, then exit 0.
 */
function stopOnSignals(app: StartedApp, logger: ReturnType<typeof createRootLogger>) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000);
    forced.unref();
    await app.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
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
  logger.info(
    { role: config.APP_ROLE, storage: config.STORAGE_DRIVER, provider: config.PROVIDER_MODE },
    'starting',
  );

  await migrateAndSeed(config);

  // The worker role listens too, for /health/* and /metrics only.
  const app = await createHttpApp(config, logger);
  stopOnSignals(app, logger);
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
