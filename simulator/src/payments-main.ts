import { paymentsSettingsFromEnvironment } from './payments/payments-environment.js';
import { createPaymentsSimulator } from './payments/payments-simulator.js';

/** Starts the payments (Stripe) simulator from its environment variables (see README). */
async function main(): Promise<void> {
  const { port, host, options } = paymentsSettingsFromEnvironment(process.env);
  const simulator = createPaymentsSimulator(options);
  const url = await simulator.listen(port, host);
  console.log(
    `Payments simulator listening on ${url} (Stripe API at ${url}/v1, checkout pages at ${options.publicUrl ?? url}/pay/, webhooks to ${options.webhookUrl ?? 'nowhere: events are only recorded'})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Payments simulator failed to stop after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(
    `Payments simulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
