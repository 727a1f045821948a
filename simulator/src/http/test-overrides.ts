import { type IncomingHttpHeaders } from 'node:http';
import { parseFailureHeader, type SimulatedFailure } from '../protocol/simulated-failure.js';

export const LATENCY_HEADER = 'x-simulator-latency-ms';
export const FAIL_HEADER = 'x-simulator-fail';

const MAX_LATENCY_MS = 600_000;

/** What a test asked of one request through the simulator's own headers. */
export interface TestOverrides {
  latencyMs?: number;
  failure?: SimulatedFailure | 'none';
}

/** Reads the per-request test headers; throws with a readable message when one is malformed. */
export function readTestOverrides(headers: IncomingHttpHeaders): TestOverrides {
  const overrides: TestOverrides = {};
  const latency = single(headers[LATENCY_HEADER]);
  if (latency !== undefined) {
    const value = Number(latency);
    if (!/^\d+$/.test(latency.trim()) || value > MAX_LATENCY_MS) {
      throw new Error(
        `${LATENCY_HEADER} must be a whole number of milliseconds up to ${MAX_LATENCY_MS}.`,
      );
    }
    overrides.latencyMs = value;
  }
  const fail = single(headers[FAIL_HEADER]);
  if (fail !== undefined) overrides.failure = parseFailureHeader(fail);
  return overrides;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
