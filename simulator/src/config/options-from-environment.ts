import { DEFAULT_API_KEY, type SimulatorOptions } from './simulator-options.js';

export interface ServerSettings {
  port: number;
  host: string;
  options: SimulatorOptions;
}

/**
 * Reads the simulator's environment variables (README "Environment"). A malformed value stops
 * start-up with the variable's name.
 */
export function settingsFromEnvironment(env: NodeJS.ProcessEnv): ServerSettings {
  const port = integer(env, 'PORT', 3100, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const failureRate = number(env, 'SIMULATOR_FAILURE_RATE', 0);
  if (failureRate < 0 || failureRate > 1) {
    throw new Error(`SIMULATOR_FAILURE_RATE must be between 0 and 1, got ${failureRate}`);
  }
  const publicUrl = env.SIMULATOR_PUBLIC_URL?.trim();
  if (publicUrl && !URL.canParse(publicUrl)) {
    throw new Error(`SIMULATOR_PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  return {
    port,
    host,
    options: {
      apiKey: env.SIMULATOR_API_KEY?.trim() || DEFAULT_API_KEY,
      latencyMs: integer(env, 'SIMULATOR_LATENCY_MS', 0, 0, 600_000),
      failureRate,
      ...(env.SIMULATOR_DATA_DIR?.trim() ? { dataDir: env.SIMULATOR_DATA_DIR.trim() } : {}),
      ...(publicUrl ? { publicUrl: publicUrl.replace(/\/+$/, '') } : {}),
    },
  };
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = number(env, name, fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max}, got ${value}`);
  }
  return value;
}
