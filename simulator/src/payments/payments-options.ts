import { type PaymentsSimulatorOptions } from './payments-simulator.js';

/** Refuses impossible option values with the option's name. */
export function checkPaymentsOptions(options: PaymentsSimulatorOptions): void {
  const { secretKey, webhookSecret, webhookUrl, publicUrl, webhookRetryDelaysMs } = options;
  if (!secretKey) throw new Error('secretKey must not be empty');
  if (!webhookSecret) throw new Error('webhookSecret must not be empty');
  for (const [name, value] of [
    ['webhookUrl', webhookUrl],
    ['publicUrl', publicUrl],
  ] as const) {
    if (value !== undefined && !isHttpUrl(value)) {
      throw new Error(`${name} must be an absolute http(s) URL, got ${value}`);
    }
  }
  if (
    webhookRetryDelaysMs !== undefined &&
    !webhookRetryDelaysMs.every((delay) => Number.isFinite(delay) && delay >= 0)
  ) {
    throw new Error('webhookRetryDelaysMs must hold numbers of milliseconds >= 0');
  }
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}
