import { createParamDecorator, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { requestOf } from '../common/auth/request-of.js';
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

/**
 * The slot one generation request took: the request gives it back when it ends, unless the
 * request handed it on to the queued job it started (whose worker gives it back when the job
 * ends).
 */
export class SlotLease {
  private handedOn = false;

  constructor(
    private readonly slots: GenerationSlots,
    private readonly userId: string,
  ) {}

  /** The generation was queued: its job owns the slot now. */
  handOnToJob(): void {
    this.handedOn = true;
  }

  /** The request is over: the slot comes back unless a queued job holds it. */
  async endOfRequest(): Promise<void> {
    if (!this.handedOn) await this.slots.release(this.userId);
  }
}

/** The lease of the request being handled, as GenerationLimits made it (absent elsewhere). */
export const HeldSlot = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SlotLease | undefined =>
    (requestOf(context) as { generationSlot?: SlotLease }).generationSlot,
);
