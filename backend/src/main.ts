import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { ConfigValidationError, loadAppConfig } from './config/app-config.js';
import { createHttpApp, createWorkerContext, migrateAndSeed } from './bootstrap.js';

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

  if (config.APP_ROLE === 'worker') {
    await createWorkerContext(config, logger);
    logger.info('worker ready');
    return;
  }
  const app = await createHttpApp(config, logger);
  await app.listen(config.PORT, config.HOST);
  logger.info({ url: `http://localhost:${config.PORT}` }, 'listening');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
