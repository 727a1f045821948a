import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { AdminApiModule } from './admin/admin-api.module.js';
import { AppInfoModule } from './app-info/app-info.module.js';
import { AuthApiModule } from './auth/auth-api.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CatalogApiModule } from './catalog/catalog-api.module.js';
import { type CatalogLoaders, CatalogLoadersFactory } from './catalog/catalog.loaders.js';
import { BillingModule } from './billing/billing.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CreditsApiModule } from './credits/credits-api.module.js';
import { type GraphQLContext } from './common/graphql/graphql-context.js';
import { introspectionEnabled } from './common/graphql/introspection.js';
import { refuseOversizedDocument } from './common/graphql/oversized-document.js';
import { queryLimits } from './common/graphql/query-limits.js';
import { subscriptionServer } from './common/graphql/subscription-server.js';
import { type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DomainErrorFilter } from './common/errors/domain-error.filter.js';
import { CreationsModule } from './creations/creations.module.js';
import { FavoritesModule } from './favorites/favorites.module.js';
import { PromptStylesModule } from './prompt-styles/prompt-styles.module.js';
import { ReferencesModule } from './references/references.module.js';
import { FoldersModule } from './folders/folders.module.js';
import { GenerationModule } from './generation/generation.module.js';
import { ToolsModule } from './tools/tools.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OpenApiModule } from './common/openapi/openapi.module.js';
import { PlatformSettingsApiModule } from './platform-settings/platform-settings-api.module.js';
import { PlatformSettingsModule } from './platform-settings/platform-settings.module.js';
import { WorkerModule } from './jobs/worker.module.js';
import { WebhooksApiModule } from './webhooks/webhooks-api.module.js';
import { RedisModule } from './redis/redis.module.js';
import { LiveEventsModule } from './live/live-events.module.js';
import { SharesModule } from './shares/shares.module.js';
import { LocalFilesModule } from './storage/local-files.module.js';
import { StorageModule } from './storage/storage.module.js';

function httpModules(config: AppConfig): (Type | DynamicModule)[] {
  return [
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [CatalogModule],
      inject: [CatalogLoadersFactory, GraphQLSchemaHost],
      useFactory: (catalogLoaders: CatalogLoadersFactory, schemaHost: GraphQLSchemaHost) => {
        const limits = queryLimits(config);
        return {
          path: '/graphql',
          // In memory unless asked to write the contract file (npm run dev).
          autoSchemaFile: config.GRAPHQL_SCHEMA_FILE ?? true,
          sortSchema: true,
          playground: false,
          introspection: introspectionEnabled(config),
          includeStacktraceInErrorResponses: false,
          // A refusal thrown in a field resolver (a report's orphanFiles paging) gets the same
          // error model as one from a root field; Nest runs no filters there otherwise.
          fieldResolverEnhancers: ['filters'],
          ...limits,
          context: ({ req, res }: Pick<GraphQLContext, 'req' | 'res'>): GraphQLContext => {
            refuseOversizedDocument(req, config.GRAPHQL_MAX_DOCUMENT_BYTES);
            return { req, res, loaders: catalogLoaders.create() };
          },
          // Live updates: graphql-ws on the same path, over WebSocket.
          subscriptions: {
            'graphql-ws': subscriptionServer(
              config,
              limits,
              () => schemaHost.schema,
              // Made on first use: a subscription's fields need no catalogue loaders so far.
              (req) => {
                let loaders: CatalogLoaders | undefined;
                return {
                  req,
                  get loaders() {
                    return (loaders ??= catalogLoaders.create());
                  },
                };
              },
            ),
          },
        };
      },
    }),
    AppInfoModule,
    LocalFilesModule,
    AuthApiModule,
    CatalogApiModule,
    GenerationModule,
    FavoritesModule,
    PromptStylesModule,
    ReferencesModule,
    FoldersModule,
    CreationsModule,
    SharesModule,
    ToolsModule,
    PlatformSettingsApiModule,
    CreditsApiModule,
    BillingModule,
    AdminApiModule,
    WebhooksApiModule,
    OpenApiModule,
  ];
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const serveHttp = config.APP_ROLE !== 'worker';
    const runWorkers = config.APP_ROLE !== 'api';
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        LiveEventsModule,
        StorageModule,
        JobsModule,
        PlatformSettingsModule,
        AuthModule,
        // Every role answers /health/* and /metrics (the worker serves nothing else over HTTP).
        HealthModule,
        MetricsModule,
        ...(serveHttp ? httpModules(config) : []),
        ...(runWorkers ? [WorkerModule] : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: DomainErrorFilter }],
    };
  }
}
