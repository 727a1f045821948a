import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { startNodeService } from './node-service-process.js';

const SIMULATOR_MAIN = fileURLToPath(new URL('../../../simulator/dist/main.js', import.meta.url));

export interface SimulatorProcess {
  url: string;
  apiKey: string;
  /** The simulator's test controls (plans, task states), outside the provider API. */
  controlUrl: string;
  stop(): Promise<void>;
}

/** The Runware-compatible simulator as its own process, spoken to over real HTTP. */
export async function startSimulatorProcess(
  env: Record<string, string> = {},
): Promise<SimulatorProcess> {
  const port = await freePort();
  const apiKey = `sim-key-${port}`;
  const service = await startNodeService({
    what: 'simulator',
    main: SIMULATOR_MAIN,
    port,
    env: { SIMULATOR_API_KEY: apiKey, ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  return { url: `${origin}/v1`, apiKey, controlUrl: `${origin}/_simulator`, stop: service.stop };
}

/** The app settings that send its provider calls to this simulator. */
export function providerSettings(simulator: SimulatorProcess): Record<string, string> {
  return {
    RUNWARE_API_URL: simulator.url,
    RUNWARE_API_KEY: simulator.apiKey,
    PROVIDER_MODE: 'simulator',
  };
}
