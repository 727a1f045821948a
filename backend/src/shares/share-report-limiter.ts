import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../common/rate-limit/consume.js';
import { REDIS } from '../redis/redis.module.js';

/** Reports one address may send in an hour, whatever links they are about. */
export const SHARE_REPORTS_PER_IP_PER_HOUR = 10;

/**
 * Counts reports of shared pages per address in Redis (shared by replicas), before the link is
 * even looked up: a flood of reports, or of made-up slugs, is a 429 with Retry-After.
 */
@Injectable()
export class ShareReportLimiter {
  private readonly perIp: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit:share-report:ip',
      points: SHARE_REPORTS_PER_IP_PER_HOUR,
      duration: 3600,
    });
  }

  async consume(ip: string): Promise<void> {
    await consumeOrRefuse(this.perIp, ip, 'reports');
  }
}
