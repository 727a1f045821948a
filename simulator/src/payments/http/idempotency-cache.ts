import { StripeApiError } from '../stripe-error.js';

export interface StoredAnswer {
  status: number;
  text: string;
}

interface Entry extends StoredAnswer {
  fingerprint: string;
}

/**
 * Stripe's idempotent requests: the first successful answer to an `Idempotency-Key` is replayed
 * for the same request; the same key with another method, path or parameters is refused. Like
 * Stripe, a request refused by validation leaves nothing stored (it may be retried corrected).
 */
export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();

  /** The stored answer for this key, undefined for a new key; throws for a mismatched request. */
  replay(key: string, fingerprint: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.fingerprint !== fingerprint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return entry;
  }

  store(key: string, fingerprint: string, answer: StoredAnswer): void {
    this.entries.set(key, { fingerprint, ...answer });
  }
}

/** What makes two requests "the same": method, path and parameters (in any order). */
export function requestFingerprint(method: string, path: string, body: string): string {
  const parameters = [...new URLSearchParams(body)].map(([key, value]) => `${key}=${value}`).sort();
  return JSON.stringify([method, path, parameters]);
}
