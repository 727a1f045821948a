import { type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/domain-errors.js';

/**
 * Counts one use of `key`, or refuses it with a 429 that says how long to wait (in minutes, and
 * as retryAfterSeconds for clients). `what` names what was counted: "Too many attempts".
 */
export async function consumeOrRefuse(
  limiter: RateLimiterRedis,
  key: string,
  what = 'attempts',
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfterSeconds = retryAfterSecondsOf(rejection);
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new RateLimitedError(
      `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { retryAfterSeconds },
    );
  }
}

/** Whole seconds until a spent count frees a point again, at least 1 (the Retry-After header). */
export function retryAfterSecondsOf(rejection: Pick<RateLimiterRes, 'msBeforeNext'>): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}
