import {
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { requestOf } from '../common/auth/request-of.js';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { isRedisUnavailable } from '../redis/redis-availability.js';
import { REDIS } from '../redis/redis.module.js';

/** A running generation's slot comes back by itself after this, should its process die. */
const SLOT_LEASE_SECONDS = 15 * 60;

/** One slot back (KEYS[1]: the user's count), only while some are taken: see release. */
const RELEASE_SLOT = `local taken = tonumber(redis.call('GET', KEYS[1]))
if taken and taken > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * One generation's slot back, once: only the first call sets the generation's marker (KEYS[2],
 * kept ARGV[1] seconds) and gives the slot back, in one step, so a retried call never gives twice.
 */
const RELEASE_SLOT_ONCE = `if not redis.call('SET', KEYS[2], '1', 'EX', ARGV[1], 'NX') then return 0 end
${RELEASE_SLOT}`;

/** The scripts above as commands of the shared client (ioredis defineCommand). */
interface ReleaseScripts {
  generationSlotRelease(key: string): Promise<number>;
  generationSlotReleaseOnce(key: string, marker: string, markerSeconds: number): Promise<number>;
}

/**
 * Generations one user has running at once, counted in Redis so every replica (and the worker
 * that runs queued ones) shares the count. A request takes a slot; a synchronous generation gives
 * it back when its request ends, a queued one when its job ends.
 *
 * A slot given back while Redis is away is owed: this process gives it back once its connection
 * is ready again, so an outage does not keep the user's slots taken until their lease lapses.
 */
@Injectable()
export class GenerationSlots {
  readonly limiter: RateLimiterRedis;
  private readonly logger = new Logger('GenerationSlots');
  /** Give-backs that failed on an unreachable Redis, retried when it is ready again. */
  private readonly owed: (() => Promise<unknown>)[] = [];

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit:generate:running',
      points: config.GENERATION_CONCURRENCY_PER_USER,
      duration: SLOT_LEASE_SECONDS,
    });
    // Sent by their SHA (EVALSHA), not as the whole script text on every give-back.
    redis.defineCommand('generationSlotRelease', { numberOfKeys: 1, lua: RELEASE_SLOT });
    redis.defineCommand('generationSlotReleaseOnce', { numberOfKeys: 2, lua: RELEASE_SLOT_ONCE });
    redis.on('ready', () => void this.giveBackOwed());
  }

  private get scripts(): ReleaseScripts {
    return this.redis as unknown as ReleaseScripts;
  }

  get limit(): number {
    return this.limiter.points;
  }

  take(userId: string) {
    return this.limiter.consume(userId);
  }

  /**
   * Gives one slot back, never below none taken: a Redis that restarted empty forgot the slots
   * taken before, and giving those back (the limiter's reward) would leave the count negative,
   * letting the user run more than the limit at once. Keeps the counter's expiry.
   */
  async release(userId: string): Promise<void> {
    await this.nowOrOnceReady(() =>
      this.scripts.generationSlotRelease(this.limiter.getKey(userId)),
    );
  }

  /**
   * Gives back the slot of one generation, once however many paths finish it (its queued job, a
   * job delivered again, the sweeper): a marker per generation, set only if absent, decides.
   */
  async releaseFor(userId: string, generationId: string): Promise<void> {
    await this.nowOrOnceReady(() =>
      this.scripts.generationSlotReleaseOnce(
        this.limiter.getKey(userId),
        `generate:slot-released:${generationId}`,
        SLOT_LEASE_SECONDS,
      ),
    );
  }

  /**
   * A generation that never took a slot (a comparison's cell, which runs as the queue frees room
   * rather than being refused by the per-user limit): its marker is set before its job exists,
   * so whatever path finishes it gives nothing back.
   */
  async takeNoneFor(generationId: string): Promise<void> {
    await this.redis.set(
      `generate:slot-released:${generationId}`,
      '1',
      'EX',
      SLOT_LEASE_SECONDS,
      'NX',
    );
  }

  private async nowOrOnceReady(giveBack: () => Promise<unknown>): Promise<void> {
    try {
      await giveBack();
    } catch (error) {
      if (!isRedisUnavailable(error)) throw error;
      this.owed.push(giveBack);
    }
  }

  private async giveBackOwed(): Promise<void> {
    for (const giveBack of this.owed.splice(0))
      await this.nowOrOnceReady(giveBack).catch((error: unknown) =>
        this.logger.warn(`A generation slot was not given back: ${String(error)}`),
      );
  }
}

/**
 * The slot one generation request took: the request gives it back when it ends, unless the
 * request handed it on to the queued job it started (whose worker gives it back when the job
 * ends). Once the request's generation exists, the slot comes back through that generation's
 * marker, so a sweeper that finished the generation meanwhile does not free it a second time.
 */
export class SlotLease {
  private handedOn = false;
  private generationId?: string;

  constructor(
    private readonly slots: GenerationSlots,
    private readonly userId: string,
  ) {}

  /** The request's generation exists: whoever finishes it first gives the slot back. */
  heldBy(generationId: string): void {
    this.generationId = generationId;
  }

  /** The generation was queued: its job owns the slot now. */
  handOnToJob(): void {
    this.handedOn = true;
  }

  /** The request is over: the slot comes back unless a queued job holds it. */
  async endOfRequest(): Promise<void> {
    if (this.handedOn) return;
    if (this.generationId) await this.slots.releaseFor(this.userId, this.generationId);
    else await this.slots.release(this.userId);
  }
}

/** The lease of the request being handled, as GenerationLimits made it (absent elsewhere). */
export const HeldSlot = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SlotLease | undefined =>
    (requestOf(context) as { generationSlot?: SlotLease }).generationSlot,
);
