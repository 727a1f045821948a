import { paymentsSettingsFromEnvironment } from './payments/payments-environment.js';
import { createPaymentsSimulator } from './payments/payments-simulator.js';
import { runUntilSignal } from './run-until-signal.js';

/** Starts the payments (Stripe) simulator from its environment variables (see README). */
runUntilSignal('Payments simulator', async () => {
  const { port, host, options } = paymentsSettingsFromEnvironment(process.env);
  const simulator = createPaymentsSimulator(options);
  const url = await simulator.listen(port, host);
  console.log(
    `Payments simulator listening on ${url} (Stripe API at ${url}/v1, checkout pages at ${options.publicUrl ?? url}/pay/, webhooks to ${options.webhookUrl ?? 'nowhere: events are only recorded'})`,
  );
  return simulator;
});
