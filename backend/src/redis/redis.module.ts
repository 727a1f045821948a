import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { REQUEST_CLIENT_OPTIONS, watchConnection } from './redis-availability.js';

/**
 * The shared Redis connection for token revocation, rate limits and readiness checks. While Redis
 * is away its commands fail fast (REQUEST_CLIENT_OPTIONS) and the caller gets a 503; it
 * reconnects by itself.
 */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.REDIS_URL, {
          ...REQUEST_CLIENT_OPTIONS,
          keyPrefix: `${config.REDIS_PREFIX}:`,
        });
        watchConnection(redis, 'shared client');
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    // QUIT waits for Redis; while it is away there is nothing to close politely.
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
