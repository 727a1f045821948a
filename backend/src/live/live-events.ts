import { Logger } from '@nestjs/common';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import { type AppConfig } from '../config/app-config.js';
import {
  reconnectSoon,
  WORKER_CONNECTION_OPTIONS,
  watchConnection,
} from '../redis/redis-availability.js';

/**
 * Events every API process hears, whichever process (API or worker) published them: Redis pub/sub
 * through graphql-redis-subscriptions, so a subscriber connected to one replica sees what another
 * replica or a worker did. Channels carry the deployment's REDIS_PREFIX, as keys do.
 *
 * Publishing is best effort: an event lost while Redis is away costs a live card a moment (the
 * client polls as its fallback), never a generation or a charge.
 */
/** What a subscriber hears when the event bus goes away under its subscription. */
export const LIVE_EVENTS_INTERRUPTED = new Error(
  'Live updates were interrupted; follow your generations with generation(id) and subscribe again',
);

export class LiveEvents {
  private readonly logger = new Logger(LiveEvents.name);
  private readonly pubSub: RedisPubSub;
  private readonly clients: Redis[];
  private readonly subscriber: Redis;
  private readonly prefix: string;
  /** Open subscriptions, each ended (with an error) when the subscriber connection is lost. */
  private readonly interrupted = new Set<(error: Error) => void>();
  /** The subscriber connection was lost and is not back: a new subscription could not hear. */
  private away = false;

  constructor(config: AppConfig) {
    const publisher = new Redis(config.REDIS_URL, {
      // Fails at once while Redis is away: the caller is settling money and must not wait on it.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: reconnectSoon,
    });
    // Connects on the first subscription only: a worker publishes and never subscribes.
    const subscriber = new Redis(config.REDIS_URL, {
      ...WORKER_CONNECTION_OPTIONS,
      lazyConnect: true,
    });
    watchConnection(publisher, 'live events publisher');
    watchConnection(subscriber, 'live events subscriber');
    // Events published while it is away are lost to its subscribers: they are told at once, so a
    // client follows by polling (and subscribes again) instead of waiting on a silent stream.
    subscriber.on('close', () => {
      this.away = true;
      for (const interrupt of [...this.interrupted]) interrupt(LIVE_EVENTS_INTERRUPTED);
    });
    subscriber.on('ready', () => (this.away = false));
    this.clients = [publisher, subscriber];
    this.subscriber = subscriber;
    this.pubSub = new RedisPubSub({ publisher, subscriber });
    this.prefix = `${config.REDIS_PREFIX}:live:`;
  }

  /** Tells every subscriber of `channel`; never throws. */
  async publish(channel: string, payload: object): Promise<void> {
    try {
      await this.pubSub.publish(this.prefix + channel, payload);
    } catch (error) {
      this.logger.warn(`Live event on ${channel} not published: ${String(error)}`);
    }
  }

  /**
   * The events of `channel` from now on, for a GraphQL subscription: once Redis confirms the
   * subscription, first what `opening` answers (the state a subscriber starts from, read after
   * subscribing so that no change between the two is lost), then each event as it comes.
   */
  listen<T>(
    channel: string,
    opening: () => Promise<T[]> = async () => [],
  ): AsyncIterableIterator<T> {
    const queued: T[] = [];
    const waiting: {
      resolve: (result: IteratorResult<T>) => void;
      reject: (error: Error) => void;
    }[] = [];
    let open = true;
    let failure: Error | null = null;
    // Rejects when the subscription is interrupted, so a reader waiting for Redis to confirm it
    // is told at once rather than once Redis is back.
    let failed!: (error: Error) => void;
    const interruption = new Promise<never>((_, reject) => (failed = reject));
    interruption.catch(() => undefined);
    const push = (event: T) => {
      if (!open) return;
      const reader = waiting.shift();
      if (reader) reader.resolve({ value: event, done: false });
      else queued.push(event);
    };
    // Opened while Redis is away, it would hear nothing until Redis is back: it is not made, and
    // ends at once below, as the subscriptions open when Redis went did.
    const refused = this.away;
    const subscribed = refused
      ? new Promise<number>(() => undefined)
      : this.pubSub.subscribe(this.prefix + channel, push).then(async (id) => {
          for (const event of await opening()) push(event);
          return id;
        });
    const close = () => {
      open = false;
      queued.length = 0;
      this.interrupted.delete(interrupt);
      // A connection closed for good (the app shutting down) has nothing left to unsubscribe,
      // and the library would leave that command's rejection unhandled.
      void subscribed
        .then((id) => this.subscriber.status !== 'end' && this.pubSub.unsubscribe(id))
        .catch(() => undefined);
    };
    const interrupt = (error: Error) => {
      if (!open) return;
      failure = error;
      failed(error);
      for (const reader of waiting.splice(0)) reader.reject(error);
      close();
    };
    this.interrupted.add(interrupt);
    if (refused) interrupt(LIVE_EVENTS_INTERRUPTED);
    const end = async (): Promise<IteratorResult<T>> => {
      if (open) {
        for (const reader of waiting.splice(0)) reader.resolve({ value: undefined, done: true });
        close();
      }
      return { value: undefined, done: true };
    };
    return {
      async next() {
        await Promise.race([subscribed, interruption]);
        if (failure) throw failure;
        if (!open) return { value: undefined, done: true };
        const event = queued.shift();
        if (event !== undefined) return { value: event, done: false };
        return new Promise<IteratorResult<T>>((resolve, reject) =>
          waiting.push({ resolve, reject }),
        );
      },
      return: end,
      async throw(error: unknown) {
        await end();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  async close(): Promise<void> {
    await this.pubSub.close().catch(() => undefined);
    for (const client of this.clients) client.disconnect();
  }
}
