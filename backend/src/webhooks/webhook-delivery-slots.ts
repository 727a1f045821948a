import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/**
 * Takes a slot in every set or in none. A set holds the deliveries in flight, each scored by when
 * its lease lapses (so a worker that died gives its slots back by itself); a delivery already in a
 * set (a stalled job run again) keeps its slot.
 * KEYS: the sets. ARGV: now (ms), lease (ms), the delivery, then each set's limit.
 */
const ACQUIRE = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if not redis.call('ZSCORE', key, ARGV[3]) and redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then
    return 0
  end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[1] + ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 1`;

/** Whose deliveries share a slot: one webhook's, and one account's. */
export interface DeliveryOwner {
  userId: string;
  endpointId: string;
}

/**
 * Deliveries in flight per webhook and per account, counted in Redis across every worker: a
 * receiver that hangs holds a delivery worker for up to WEBHOOK_TIMEOUT_MS, so one account's
 * receivers may hold at most WEBHOOK_CONCURRENCY_PER_USER of them (and one webhook at most
 * WEBHOOK_CONCURRENCY_PER_ENDPOINT); the rest of the workers serve everyone else.
 */
@Injectable()
export class WebhookDeliverySlots {
  /** A slot outlives the longest attempt, so only a dead worker's slot lapses. */
  private readonly leaseMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {
    this.leaseMs = 2 * config.WEBHOOK_TIMEOUT_MS + 30_000;
  }

  /** Takes the delivery's slots; false when its webhook or account has none free. */
  async take(deliveryId: string, owner: DeliveryOwner): Promise<boolean> {
    const taken = await this.redis.eval(
      ACQUIRE,
      2,
      ...this.keysOf(owner),
      Date.now(),
      this.leaseMs,
      deliveryId,
      this.config.WEBHOOK_CONCURRENCY_PER_ENDPOINT,
      this.config.WEBHOOK_CONCURRENCY_PER_USER,
    );
    return taken === 1;
  }

  async giveBack(deliveryId: string, owner: DeliveryOwner): Promise<void> {
    await this.keysOf(owner)
      .reduce((pipeline, key) => pipeline.zrem(key, deliveryId), this.redis.multi())
      .exec();
  }

  private keysOf({ userId, endpointId }: DeliveryOwner): [string, string] {
    return [`webhook-slots:endpoint:${endpointId}`, `webhook-slots:user:${userId}`];
  }
}
