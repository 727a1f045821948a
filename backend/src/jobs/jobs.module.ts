import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { outageLog, PRODUCER_CONNECTION_OPTIONS } from '../redis/redis-availability.js';
import { QueueName } from './queue-name.js';
import { jobOptionsOf } from './queue-registry.js';

/**
 * Logs each queue's connection outages. Without an `error` listener a queue (an EventEmitter)
 * would throw its connection's first error and end the process.
 */
@Injectable()
class QueueConnectionWatch implements OnModuleInit {
  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    for (const name of Object.values(QueueName)) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      const log = outageLog(`Queue ${name}`);
      queue.on('error', log.error);
      queue.getBackend().on('ready', log.ready);
    }
  }
}

/**
 * BullMQ on Redis. Every role can queue jobs (producers): each queue of the registry is registered
 * with its entry's job options. Producers fail fast while Redis is away (the request answers 503
 * at once) and reconnect by themselves. Jobs are consumed only in the worker role (see
 * WorkerModule), whose workers take their own waiting connections, so api replicas never pick up
 * work.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.REDIS_URL, ...PRODUCER_CONNECTION_OPTIONS },
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
  providers: [QueueConnectionWatch],
  exports: [BullModule],
})
export class JobsModule {}
