import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { QueueName } from './queue-name.js';

const queues = Object.values(QueueName).map((name) => ({ name }));

/**
 * BullMQ on Redis. Every role can queue jobs (producers); processors are only registered in the
 * worker role (see WorkerModule), so api replicas never pick up work.
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
        defaultJobOptions: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 5000 },
          removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
          removeOnFail: { age: 30 * 24 * 3600 },
        },
      }),
    }),
    BullModule.registerQueue(...queues),
  ],
  exports: [BullModule],
})
export class JobsModule {}
