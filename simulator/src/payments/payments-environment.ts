import { type PaymentsSimulatorOptions } from './payments-simulator.js';

export const DEFAULT_PAYMENTS_PORT = 12111;

export interface PaymentsServerSettings {
  port: number;
  host: string;
  options: PaymentsSimulatorOptions;
}

/**
 * Reads the payments simulator's environment variables (README "Payments simulator"). A missing
 * or malformed value stops start-up with the variable's name.
 */
export function paymentsSettingsFromEnvironment(env: NodeJS.ProcessEnv): PaymentsServerSettings {
  const rawPort = env.PORT?.trim() || String(DEFAULT_PAYMENTS_PORT);
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) {
    throw new Error(`PORT must be a whole number between 0 and 65535, got "${rawPort}"`);
  }
  const webhookUrl = optionalUrl(env, 'PAYMENTS_WEBHOOK_URL');
  const publicUrl = optionalUrl(env, 'PAYMENTS_PUBLIC_URL');
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    options: {
      secretKey: required(env, 'PAYMENTS_SECRET_KEY'),
      webhookSecret: required(env, 'PAYMENTS_WEBHOOK_SECRET'),
      ...(webhookUrl ? { webhookUrl } : {}),
      ...(publicUrl ? { publicUrl: publicUrl.replace(/\/+$/, '') } : {}),
    },
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function optionalUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}
