import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { type Response } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { finalize, type Observable } from 'rxjs';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { requestOf } from '../common/auth/request-of.js';
import { RateLimitedError } from '../common/errors/domain-errors.js';
import { retryAfterSecondsOf } from '../common/rate-limit/consume.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { admitGeneration } from './generation-admission.js';
import { GenerationSlots, SlotLease } from './generation-slots.js';

const WINDOW_SECONDS = 60;
const BUSY_RETRY_SECONDS = 5;

/**
 * Limits a caller's generations: requests per minute (per API key when one is used, else per
 * user) and generations running at once per user. Counted in Redis before any work, so every
 * replica shares them; a refusal is a 429 with Retry-After, and REST answers carry RateLimit-*.
 */
@Injectable()
export class GenerationLimits implements NestInterceptor {
  private readonly logger = new Logger('GenerationLimits');
  private readonly perMinute: RateLimiterRedis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
    private readonly slots: GenerationSlots,
  ) {
    this.perMinute = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit:generate:minute',
      points: config.GENERATION_REQUESTS_PER_MINUTE,
      duration: WINDOW_SECONDS,
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = requestOf(context);
    const caller = request.user as AuthenticatedUser;
    const response = request.res as Response | undefined;
    const requester = caller.apiKey ? `key:${caller.apiKey.id}` : `user:${caller.user.id}`;
    const slot = caller.user.id;
    // Both counters in one Redis step (one round trip); a refused request keeps no slot.
    const admission = await admitGeneration(this.redis, {
      minuteKey: this.perMinute.getKey(requester),
      perMinute: this.perMinute.points,
      windowSeconds: WINDOW_SECONDS,
      runningKey: this.slots.limiter.getKey(slot),
      running: this.slots.limit,
      leaseSeconds: this.slots.limiter.duration,
    });
    if (admission.overMinute) {
      const retryAfter = retryAfterSecondsOf(admission);
      throw limited(
        `Too many generation requests: at most ${this.perMinute.points} a minute. Try again in ${retryAfter} s.`,
        retryAfter,
        this.perMinute.points,
      );
    }
    response?.setHeader('RateLimit-Limit', String(this.perMinute.points));
    response?.setHeader('RateLimit-Remaining', String(admission.remaining));
    response?.setHeader('RateLimit-Reset', String(Math.ceil(admission.msBeforeNext / 1000)));
    if (admission.busy)
      throw limited(
        `You have ${this.slots.limit} generations running; wait for one to finish.`,
        BUSY_RETRY_SECONDS,
        this.slots.limit,
      );
    const lease = new SlotLease(this.slots, slot);
    (request as { generationSlot?: SlotLease }).generationSlot = lease;
    // Redis may be away by the time the request ends: GenerationSlots then gives the slot back
    // once Redis is ready again.
    return next
      .handle()
      .pipe(
        finalize(() => void lease.endOfRequest().catch((error: unknown) => this.lostSlot(error))),
      );
  }

  private lostSlot(error: unknown): void {
    this.logger.warn(`A generation slot was not given back: ${String(error)}`);
  }
}

function limited(message: string, retryAfterSeconds: number, limit: number): RateLimitedError {
  return new RateLimitedError(message, { retryAfterSeconds, limit, remaining: 0 });
}
