import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { type Redis } from 'ioredis';
import { CatalogService } from '../../catalog/catalog.service.js';
import { AppConfig } from '../../config/app-config.js';
import { REDIS } from '../../redis/redis.module.js';

/**
 * Tells every process that models changed, so each drops its in-memory models (CatalogService's
 * cache). Imports run in the worker while generations run in api replicas: without this they
 * would see the change only when their cache entries expire.
 */
@Injectable()
export class ModelChangeBroadcast implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ModelChangeBroadcast');
  private readonly channel: string;
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly catalog: CatalogService,
    config: AppConfig,
  ) {
    this.channel = `${config.REDIS_PREFIX}:catalog:models-changed`;
  }

  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate({ keyPrefix: '' });
    this.subscriber = subscriber;
    subscriber.on('message', () => this.catalog.invalidateModels());
    await subscriber.subscribe(this.channel);
  }

  /** Call after a write to models or architectures has committed. */
  async modelsChanged(): Promise<void> {
    this.catalog.invalidateModels();
    await this.redis.publish(this.channel, String(process.pid)).catch((error: unknown) => {
      this.logger.warn(`Could not announce a model change: ${String(error)}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
