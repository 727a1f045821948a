/** How one simulator instance behaves; every field has a default. */
export interface SimulatorOptions {
  /** The API key clients must present. Default `simulator-key`. */
  apiKey?: string;
  /** Latency added to every task, in milliseconds. Default 0. */
  latencyMs?: number;
  /** Probability (0..1) that a request fails with a transient 500 or 503. Default 0. */
  failureRate?: number;
  /** Where rendered images are kept. Default: a temporary folder removed on close. */
  dataDir?: string;
  /** Base of the image URLs handed out. Default: the address the server listens on. */
  publicUrl?: string;
  /** Receives one line per notable event (errors). Default: stderr. */
  log?: (line: string) => void;
  /** Source of randomness for the failure rate (tests may pin it). Default Math.random. */
  random?: () => number;
}

export const DEFAULT_API_KEY = 'simulator-key';

/** Refuses impossible option values with the option's name. */
export function checkSimulatorOptions(options: SimulatorOptions): void {
  const { latencyMs, failureRate, apiKey, publicUrl } = options;
  if (apiKey !== undefined && apiKey.length === 0) throw new Error('apiKey must not be empty');
  if (latencyMs !== undefined && !(Number.isFinite(latencyMs) && latencyMs >= 0)) {
    throw new Error(`latencyMs must be a number of milliseconds >= 0, got ${latencyMs}`);
  }
  if (failureRate !== undefined && !(failureRate >= 0 && failureRate <= 1)) {
    throw new Error(`failureRate must be between 0 and 1, got ${failureRate}`);
  }
  if (publicUrl !== undefined && !URL.canParse(publicUrl)) {
    throw new Error(`publicUrl must be an absolute URL, got ${publicUrl}`);
  }
}
