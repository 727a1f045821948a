import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { QueueName } from './queue-name.js';
import { jobOptionsOf } from './queue-registry.js';

/**
 * BullMQ on Redis. Every role can queue jobs (producers): each queue of the registry is registered
 * with its entry's job options. Jobs are consumed only in the worker role (see WorkerModule), so
 * api replicas never pick up work.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Workers block on Redis, so their connections must not give up after N retries.
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
        prefix: `${config.REDIS_PREFIX}:queue`,
      }),
    }),
    BullModule.registerQueueAsync(
      ...Object.values(QueueName).map((name) => ({
        name,
        inject: [AppConfig],
        useFactory: (config: AppConfig) => ({ defaultJobOptions: jobOptionsOf(name, config) }),
      })),
    ),
  ],
  exports: [BullModule],
})
export class JobsModule {}
