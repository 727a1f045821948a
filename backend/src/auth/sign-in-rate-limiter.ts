import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimitedError } from '../common/errors/domain-errors.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
const REGISTRATION_WINDOW_SECONDS = 3600;

/**
 * Brute-force protection for login and registration, counted in Redis so every replica shares
 * the counts. Wrong passwords count per email and per IP; a successful login clears the email.
 */
@Injectable()
export class SignInRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async assertLoginAllowed(email: string, ip: string): Promise<void> {
    await this.assertBelow(this.loginLimits(email, ip));
  }

  async recordFailedLogin(email: string, ip: string): Promise<void> {
    await this.increment(this.loginLimits(email, ip));
  }

  async clearFailedLogins(email: string): Promise<void> {
    await this.redis.del(`ratelimit:login:email:${email}`);
  }

  async consumeRegistration(ip: string): Promise<void> {
    const limit = {
      key: `ratelimit:register:ip:${ip}`,
      max: this.config.AUTH_REGISTRATIONS_PER_IP_PER_HOUR,
      windowSeconds: REGISTRATION_WINDOW_SECONDS,
    };
    await this.assertBelow([limit]);
    await this.increment([limit]);
  }

  private loginLimits(email: string, ip: string): Limit[] {
    return [
      {
        key: `ratelimit:login:email:${email}`,
        max: this.config.AUTH_FAILED_LOGINS_PER_EMAIL,
        windowSeconds: LOGIN_WINDOW_SECONDS,
      },
      {
        key: `ratelimit:login:ip:${ip}`,
        max: this.config.AUTH_FAILED_LOGINS_PER_IP,
        windowSeconds: LOGIN_WINDOW_SECONDS,
      },
    ];
  }

  private async assertBelow(limits: Limit[]): Promise<void> {
    const counts = await this.redis.mget(...limits.map((limit) => limit.key));
    for (const [index, limit] of limits.entries()) {
      if (Number(counts[index] ?? 0) >= limit.max) {
        const ttl = await this.redis.ttl(limit.key);
        const minutes = Math.max(1, Math.ceil(ttl / 60));
        throw new RateLimitedError(
          `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        );
      }
    }
  }

  private async increment(limits: Limit[]): Promise<void> {
    const pipeline = this.redis.multi();
    for (const limit of limits) {
      pipeline.incr(limit.key);
      // NX: the window starts at the first attempt and is not extended by later ones.
      pipeline.expire(limit.key, limit.windowSeconds, 'NX');
    }
    await pipeline.exec();
  }
}
