import { type INestApplication, type INestApplicationContext, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type Logger } from 'pino';
import { AppModule } from './app.module.js';
import { AdminBootstrapService } from './auth/admin-bootstrap.service.js';
import { type AppConfig } from './config/app-config.js';
import { createDataSource } from './database/data-source.js';
import { prepareDatabase } from './database/prepare-database.js';
import { PinoNestLogger } from './common/logging/logger.js';
import { requestLogging } from './common/logging/request-logging.js';
import { httpMetrics } from './metrics/http-metrics.middleware.js';
import { MetricsService } from './metrics/metrics.service.js';
import { InFlightRequests } from './common/http/in-flight-requests.js';
import { installBodyLimits } from './common/http/request-bodies.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import { buildOpenApiDocument, OpenApiDocumentHolder } from './common/openapi/openapi-document.js';
import { webClient, webDistDir } from './web/web-client.js';
import { securityHeaders } from './web/security-headers.js';

// Responses smaller than this gain less from compression than it costs.
const COMPRESSION_THRESHOLD_BYTES = 1024;

const inFlightByApp = new WeakMap<INestApplication, InFlightRequests>();

/** The requests `app` (made by createHttpApp) is answering: a graceful stop waits for them. */
export function inFlightRequestsOf(app: INestApplication): InFlightRequests {
  const inFlight = inFlightByApp.get(app);
  if (!inFlight) throw new Error('Not an application made by createHttpApp');
  return inFlight;
}

/** Migrations and seed run before any module touches the database. */
export async function migrateAndSeed(config: AppConfig): Promise<void> {
  const dataSource = createDataSource(config.DATABASE_URL, 2);
  await dataSource.initialize();
  try {
    await prepareDatabase(dataSource, { migrate: config.DATABASE_MIGRATE_ON_START });
  } finally {
    await dataSource.destroy();
  }
}

async function ensureConfiguredAdministrator(app: INestApplicationContext, config: AppConfig) {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await app
      .get(AdminBootstrapService)
      .ensureAdministrator(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  }
}

/** Express's "trust proxy" from TRUSTED_PROXIES: false for none, else the listed proxies. */
export function trustedProxies(setting: string): false | string[] {
  if (setting === 'none') return false;
  return setting.split(',').map((proxy) => proxy.trim());
}

/**
 * Builds the HTTP application without listening. Used by main and tests. In the worker role it
 * serves only /health/* and /metrics (for probes and scrapes) beside the queue processors.
 */
export async function createHttpApp(
  config: AppConfig,
  logger: Logger,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
    // The payment webhook verifies its signature over the exact bytes received.
    rawBody: true,
  });
  const inFlight = new InFlightRequests();
  inFlightByApp.set(app, inFlight);
  app.use(inFlight.middleware);
  app.use(requestLogging(logger));
  app.use(httpMetrics(app.get(MetricsService).httpRequestDuration));
  app.use(await securityHeaders(config));
  // API and GraphQL answers; the web client's files come precompressed (Content-Encoding set).
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  const client = config.APP_ROLE === 'worker' ? null : webClient(webDistDir(config));
  if (client) app.use(client);
  // The image routes get room for a base64 image (4 characters per 3 bytes) plus its settings.
  installBodyLimits(app, Math.ceil(config.SAVE_IMAGE_MAX_BYTES / 3) * 4 + 256 * 1024);
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxies(config.TRUSTED_PROXIES));
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'health/live', method: RequestMethod.GET },
      { path: 'health/ready', method: RequestMethod.GET },
      { path: 'metrics', method: RequestMethod.GET },
      // The shared page and its images (SharedPageController) live at /s/, beside the web client.
      { path: 's/:slug', method: RequestMethod.GET },
      { path: 's/:slug', method: RequestMethod.POST },
      { path: 's/:slug/report', method: RequestMethod.POST },
      { path: 's/:slug/images/:creationId/:variant', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  // The REST description, from the controllers as they are (the worker role serves no REST).
  if (config.APP_ROLE !== 'worker')
    app.get(OpenApiDocumentHolder).document = buildOpenApiDocument(app);
  await app.init();
  await ensureConfiguredAdministrator(app, config);
  return app;
}

export type StartedApp = INestApplication;
