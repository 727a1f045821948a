import { settingsFromEnvironment } from './config/options-from-environment.js';
import { createSimulator } from './simulator.js';

/** Starts the provider simulator from its environment variables (see README). */
async function main(): Promise<void> {
  const { port, host, options } = settingsFromEnvironment(process.env);
  const simulator = createSimulator(options);
  const url = await simulator.listen(port, host);
  console.log(
    `Runware simulator listening on ${url} (POST ${url}/v1, images at ${options.publicUrl ?? url}/images/)`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Runware simulator failed to stop after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(
    `Runware simulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
