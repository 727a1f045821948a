import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { startNodeService } from './node-service-process.js';

const PAYMENTS_MAIN = fileURLToPath(
  new URL('../../../simulator/dist/payments-main.js', import.meta.url),
);

export const TEST_STRIPE_SECRET_KEY = 'sk_test_studio_payments_simulator';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_studio_payments_simulator_test';

/** How many times a redelivery is attempted while the app does not answer it in time. */
const REDELIVERY_ATTEMPTS = 3;

/**
 * The Stripe-compatible payments simulator as its own process. Its port is chosen first, so the
 * app can be configured with STRIPE_API_URL before the simulator (which needs the app's webhook
 * address) starts.
 */
export async function reservePaymentsSimulator() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    appConfig: {
      STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
      PAYMENTS_MODE: 'simulator',
    },
    start: (webhookUrl: string) =>
      startNodeService({
        what: 'payments simulator',
        main: PAYMENTS_MAIN,
        port,
        env: {
          PAYMENTS_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
          PAYMENTS_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
          PAYMENTS_WEBHOOK_URL: webhookUrl,
        },
      }),
    /** The simulator's own test controls (not Stripe's API). */
    control,
    /**
     * Sends a recorded event to the app again, as Stripe's "Resend" does, and answers the app's
     * status. An attempt the app did not answer within the simulator's delivery timeout (the
     * simulator says 502: seen on two cores shared with other test runs) is made again, as Stripe
     * retries a failed delivery.
     */
    async redeliver(eventId: string): Promise<{ status: number }> {
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`${url}/_simulator/events/${eventId}/redeliver`, {
          method: 'POST',
        });
        if (response.ok) return (await response.json()) as { status: number };
        if (response.status !== 502 || attempt === REDELIVERY_ATTEMPTS)
          throw new Error(`redelivering ${eventId}: ${response.status}`);
      }
    },
  };

  async function control<T>(method: 'GET' | 'POST', path: string): Promise<T> {
    const response = await fetch(`${url}/_simulator${path}`, { method });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return (await response.json()) as T;
  }
}
