/** How often, and how long, a returning buyer's open checkout is asked about again. */
export const CONFIRM_INTERVAL_MS = 1500;
export const CONFIRM_ATTEMPTS = 20; // ~30 s: the webhook or the provider usually settles sooner.

export interface CheckoutAnswer {
  status: string;
}

interface PollOptions {
  intervalMs?: number;
  attempts?: number;
  /** Stops asking (the page was left); the promise then resolves to null. */
  signal?: AbortSignal;
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks about a checkout session until it is no longer 'open' (paid, expired, refunded) or the
 * attempts run out, and returns the last answer: a payment can lag the buyer's return by seconds.
 * A failed ask rejects; the caller says so.
 */
export async function confirmUntilSettled<Answer extends CheckoutAnswer>(
  confirm: () => Promise<Answer>,
  {
    intervalMs = CONFIRM_INTERVAL_MS,
    attempts = CONFIRM_ATTEMPTS,
    signal,
    wait = pause,
  }: PollOptions = {},
): Promise<Answer | null> {
  for (let attempt = 1; ; attempt += 1) {
    if (signal?.aborted) return null;
    const answer = await confirm();
    if (signal?.aborted) return null;
    if (answer.status !== 'open' || attempt >= attempts) return answer;
    await wait(intervalMs);
  }
}
