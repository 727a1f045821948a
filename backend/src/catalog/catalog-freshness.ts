import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { type Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { outageLog } from '../redis/redis-availability.js';
import { REDIS } from '../redis/redis.module.js';
import { ModelCache } from './model-cache.js';

/**
 * Keeps every process's ModelCache fresh: a change announced here drops this process's cached
 * models at once and, through Redis, every other process's. Imports run in the worker while
 * generations run in api replicas: without this they would see a change only when their cache
 * entries expire. Writers announce through CatalogService.modelsChanged().
 */
@Injectable()
export class CatalogFreshness implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogFreshness');
  private readonly channel: string;
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly modelCache: ModelCache,
    config: AppConfig,
  ) {
    this.channel = `${config.REDIS_PREFIX}:catalog:models-changed`;
  }

  onModuleInit(): void {
    // Waits for Redis and resubscribes by itself after an outage (ioredis' autoResubscribe).
    const subscriber = this.redis.duplicate({ keyPrefix: '', maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('message', () => this.modelCache.invalidate());
    const log = outageLog('Catalog freshness');
    subscriber.on('error', log.error);
    // Announcements made while Redis was away were lost: drop what may be stale.
    subscriber.on('ready', () => {
      log.ready();
      this.modelCache.invalidate();
    });
    // Not awaited: with Redis away at start the process starts anyway (and answers 503 for
    // what needs Redis); the subscription is made once Redis is there.
    subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn(`Could not subscribe to model changes: ${String(error)}`);
    });
  }

  /** Drops the cached models here and tells every other process to. */
  async announceChange(): Promise<void> {
    this.modelCache.invalidate();
    await this.redis.publish(this.channel, String(process.pid)).catch((error: unknown) => {
      this.logger.warn(`Could not announce a model change: ${String(error)}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
