import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { startNodeService } from './node-service-process.js';

const PAYMENTS_MAIN = fileURLToPath(
  new URL('../../../simulator/dist/payments-main.js', import.meta.url),
);

export const TEST_STRIPE_SECRET_KEY = 'sk_test_studio_payments_simulator';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_studio_payments_simulator_test';

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
    async control<T>(method: 'GET' | 'POST', path: string): Promise<T> {
      const response = await fetch(`${url}/_simulator${path}`, { method });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as T;
    },
  };
}
