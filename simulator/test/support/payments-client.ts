import Stripe from 'stripe';
import {
  createPaymentsSimulator,
  type PaymentsSimulator,
  type PaymentsSimulatorOptions,
} from '../../src/payments/payments-simulator.js';

export const SECRET_KEY = 'sk_test_simulator_0123456789';
export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** The stripe SDK pointed at the simulator, presenting `key`. */
export function stripeFor(simulator: PaymentsSimulator, key = SECRET_KEY): Stripe {
  const { hostname, port } = new URL(simulator.url);
  return new Stripe(key, { host: hostname, port: Number(port), protocol: 'http' });
}

/** A quiet payments simulator on a free port with the test keys, and the SDK that talks to it. */
export async function startPayments(
  options: Partial<PaymentsSimulatorOptions> = {},
): Promise<{ simulator: PaymentsSimulator; stripe: Stripe }> {
  const simulator = createPaymentsSimulator({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    log: () => {},
    ...options,
  });
  await simulator.listen(0);
  return { simulator, stripe: stripeFor(simulator) };
}

/** Until `condition` holds, looked at every 10 ms; throws after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
