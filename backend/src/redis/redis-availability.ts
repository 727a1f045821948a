import { Logger } from '@nestjs/common';
import { type RedisOptions as QueueConnectionOptions } from 'bullmq';
import { type Redis, type RedisOptions } from 'ioredis';

/**
 * How every Redis client of the product lives through Redis going away: it never gives up
 * reconnecting, a failed command is an error of that command (mapped to a 503 for the caller),
 * and connection errors are logged once per outage instead of crashing the process.
 */

/** Reconnects every second or two while Redis is away: requests recover soon after it returns. */
export function reconnectSoon(times: number): number {
  return Math.min(times * 200, 2000);
}

/**
 * BullMQ's recommended reconnection for workers (docs.bullmq.io, "Going to production"): from
 * 1 s growing to 20 s, forever.
 */
export function reconnectWithBackoff(times: number): number {
  return Math.max(Math.min(Math.exp(times), 20_000), 1000);
}

/**
 * The shared client's options: commands wait for at most one reconnection attempt before they
 * fail, so a request never hangs on a Redis that is down.
 */
export const REQUEST_CLIENT_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  retryStrategy: reconnectSoon,
};

/**
 * Producers (BullMQ queues used in requests) fail fast, as BullMQ recommends: no offline queue,
 * so adding a job while Redis is away throws at once instead of holding the request.
 */
export const PRODUCER_CONNECTION_OPTIONS: QueueConnectionOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  retryStrategy: reconnectSoon,
};

/**
 * Workers and other blocking readers (QueueEvents) wait instead: their commands are queued while
 * Redis is away and run once it is back (BullMQ requires `maxRetriesPerRequest: null` for them).
 */
export const WORKER_CONNECTION_OPTIONS: QueueConnectionOptions = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  retryStrategy: reconnectWithBackoff,
};

/**
 * What ioredis (and BullMQ over it) rejects a command with when Redis cannot be reached: the
 * command waited out its reconnection attempts, was queued on a connection that closed, or was
 * refused at once by a fail-fast connection. Matched by name and message, which ioredis keeps
 * stable, so a socket error of another client (SMTP, the provider) is never taken for Redis.
 */
const UNAVAILABLE_MESSAGES = [
  /^Reached the max retries per request limit/,
  /^Connection is closed\.?$/,
  /^Stream isn't writeable and enableOfflineQueue options is false/,
];

/** True when `error` says Redis could not be reached (not a refused or malformed command). */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Logs one connection's outages: the first error of an outage and the recovery, not every failed
 * reconnection in between. Wire `error` to the client's error event (without an `error` listener
 * ioredis prints every attempt raw, and a BullMQ queue or worker would throw) and `ready` to the
 * event that says it is connected again.
 */
export function outageLog(name: string, logger = new Logger('Redis')) {
  let down = false;
  return {
    error: (error: Error): void => {
      if (down) return;
      down = true;
      logger.warn(`${name}: Redis unavailable (${error.message}); reconnecting`);
    },
    ready: (): void => {
      if (!down) return;
      down = false;
      logger.log(`${name}: Redis connection restored`);
    },
  };
}

/** An ioredis client's outages, logged (see outageLog). */
export function watchConnection(client: Redis, name: string): void {
  const log = outageLog(name);
  client.on('error', log.error);
  client.on('ready', log.ready);
}

let survivingRejections = false;

/**
 * The last line of defence: a Redis command whose failure nobody awaited (a fire-and-forget
 * clean-up) must not end the process while Redis is away. Such a rejection is logged; any other
 * unhandled rejection is rethrown, so it still ends the process as Node does by default. Installed
 * by the server's entry point (main.ts), once.
 */
export function surviveUnhandledRedisRejections(logger = new Logger('Redis')): void {
  if (survivingRejections) return;
  survivingRejections = true;
  process.on('unhandledRejection', (reason) => {
    if (!isRedisUnavailable(reason)) throw reason;
    logger.warn(`A Redis command failed unawaited: ${(reason as Error).message}`);
  });
}
