import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../common/rate-limit/consume.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/**
 * Counts the shared images each user saves to their gallery ("Save to my gallery") in Redis
 * (shared by replicas): SHARED_SAVES_PER_USER_PER_HOUR an hour, then a 429 with Retry-After. A
 * save is counted before the link is even opened, so a flood stops early; one that stored nothing
 * (refused, or already saved) gives its count back.
 */
@Injectable()
export class ShareSaveLimiter {
  private readonly perUser: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, config: AppConfig) {
    this.perUser = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit:share-save:user',
      points: config.SHARED_SAVES_PER_USER_PER_HOUR,
      duration: 3600,
    });
  }

  async consume(userId: string): Promise<void> {
    await consumeOrRefuse(this.perUser, userId, 'images saved from shared pages');
  }

  /** Best effort: the caller's answer is the error that stored nothing, not this one's. */
  async giveBack(userId: string): Promise<void> {
    await this.perUser.reward(userId, 1).catch(() => undefined);
  }
}
