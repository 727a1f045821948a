import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../common/rate-limit/consume.js';
import { REDIS } from '../redis/redis.module.js';

const WINDOW_SECONDS = 15 * 60;
/** Password tries on one link from one address in the window. */
export const SHARE_PASSWORD_TRIES_PER_IP = 10;
/** Password tries on one link from anywhere in the window: a spread-out flood stops too. */
const SHARE_PASSWORD_TRIES_PER_LINK = 100;

/**
 * Counts password tries on shared links in Redis (shared by replicas). A try is counted before the
 * password is checked, so concurrent tries cannot all slip through; a right password gives its
 * try back. A spent count is a 429 with Retry-After.
 */
@Injectable()
export class SharePasswordLimiter {
  private readonly perLinkAndIp: RateLimiterRedis;
  private readonly perLink: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: WINDOW_SECONDS });
    this.perLinkAndIp = limiter('ratelimit:share-password:link-ip', SHARE_PASSWORD_TRIES_PER_IP);
    this.perLink = limiter('ratelimit:share-password:link', SHARE_PASSWORD_TRIES_PER_LINK);
  }

  async consumeTry(linkId: string, ip: string): Promise<void> {
    await consumeOrRefuse(this.perLinkAndIp, `${linkId}:${ip}`, 'password attempts');
    await consumeOrRefuse(this.perLink, linkId, 'password attempts');
  }

  async trySucceeded(linkId: string, ip: string): Promise<void> {
    await Promise.all([
      this.perLinkAndIp.reward(`${linkId}:${ip}`, 1),
      this.perLink.reward(linkId, 1),
    ]);
  }
}
