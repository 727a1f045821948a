import { settingsFromEnvironment } from './config/options-from-environment.js';
import { runUntilSignal } from './run-until-signal.js';
import { createSimulator } from './simulator.js';

/** Starts the provider simulator from its environment variables (see README). */
runUntilSignal('Runware simulator', async () => {
  const { port, host, options } = settingsFromEnvironment(process.env);
  const simulator = createSimulator(options);
  const url = await simulator.listen(port, host);
  console.log(
    `Runware simulator listening on ${url} (POST ${url}/v1, images at ${options.publicUrl ?? url}/images/)`,
  );
  return simulator;
});
