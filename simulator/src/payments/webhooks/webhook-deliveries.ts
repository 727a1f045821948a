import { setTimeout as sleep } from 'node:timers/promises';
import { type StripeEvent } from '../stripe-objects.js';
import { webhookSignatureHeader } from './webhook-signature.js';

// Stripe gives an endpoint a few seconds to answer before counting the attempt as failed.
const ATTEMPT_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)';

export interface WebhookDeliverySettings {
  url: string | undefined;
  secret: string;
  /** Waits before each retry after a non-2xx answer or a network error. */
  retryDelaysMs: readonly number[];
  log: (line: string) => void;
}

/**
 * POSTs events to the app's webhook endpoint as Stripe does: pretty-printed JSON (so an app that
 * re-serialises the body before verifying fails, as it would with Stripe), a fresh signature per
 * attempt, and retries in the background until a 2xx answer or the delays run out.
 */
export class WebhookDeliveries {
  private readonly shutdown = new AbortController();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly settings: WebhookDeliverySettings) {}

  get configured(): boolean {
    return this.settings.url !== undefined;
  }

  /** Starts delivering now, without waiting; `onDelivered` runs after the first 2xx answer. */
  deliver(event: StripeEvent, onDelivered: () => void): void {
    if (!this.configured || this.shutdown.signal.aborted) return;
    const run = this.deliverWithRetries(event, onDelivered).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** One attempt, no retries; resolves with the endpoint's HTTP status, rejects on a network error. */
  async send(event: StripeEvent): Promise<number> {
    const url = this.settings.url;
    if (url === undefined) throw new Error('No webhook URL is configured');
    const payload = JSON.stringify(event, null, 2);
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': USER_AGENT,
        'Stripe-Signature': webhookSignatureHeader(payload, this.settings.secret, timestamp),
        'Cache-Control': 'no-cache',
      },
      body: payload,
      // Stripe treats a redirect as a failed delivery rather than following it.
      redirect: 'manual',
      signal: AbortSignal.any([this.shutdown.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** Cancels pending retries and in-flight attempts, and waits for them to wind down. */
  async close(): Promise<void> {
    this.shutdown.abort();
    await Promise.allSettled([...this.running]);
  }

  private async deliverWithRetries(event: StripeEvent, onDelivered: () => void): Promise<void> {
    const delays = this.settings.retryDelaysMs;
    const attempts = delays.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) {
        const waited = await sleep(delays[attempt - 2], true, {
          signal: this.shutdown.signal,
        }).catch(() => false);
        if (!waited) return;
      }
      const outcome = await this.send(event).then(
        (status) => ({ status, failure: status < 200 || status > 299 }),
        (error: unknown) => ({ status: describe(error), failure: true }),
      );
      if (this.shutdown.signal.aborted) return;
      const label = `Webhook ${event.id} ${event.type} → ${outcome.status} (attempt ${attempt} of ${attempts})`;
      if (!outcome.failure) {
        this.settings.log(label);
        onDelivered();
        return;
      }
      this.settings.log(
        attempt < attempts
          ? `${label}, retrying in ${delays[attempt - 1]} ms`
          : `${label}, giving up`,
      );
    }
  }
}

/** A network failure as a short reason: fetch hides it in `cause` (e.g. ECONNREFUSED). */
function describe(error: unknown): string {
  // Duck-typed: fetch's errors may come from another realm, where instanceof Error fails.
  const { message, cause } = (error ?? {}) as {
    message?: string;
    cause?: { code?: string; message?: string };
  };
  return cause?.code ?? cause?.message ?? message ?? String(error);
}
