import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/** A running generation's slot comes back by itself after this, should its process die. */
const SLOT_LEASE_SECONDS = 15 * 60;

/**
 * Generations one user has running at once, counted in Redis so every replica (and the worker
 * that runs queued ones) shares the count. A request takes a slot; a synchronous generation gives
 * it back when its request ends, a queued one when its job ends.
 */
@Injectable()
export class GenerationSlots {
  readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, config: AppConfig) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit:generate:running',
      points: config.GENERATION_CONCURRENCY_PER_USER,
      duration: SLOT_LEASE_SECONDS,
    });
  }

  get limit(): number {
    return this.limiter.points;
  }

  take(userId: string) {
    return this.limiter.consume(userId);
  }

  async release(userId: string): Promise<void> {
    await this.limiter.reward(userId, 1);
  }
}
