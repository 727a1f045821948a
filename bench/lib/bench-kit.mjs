// What the benchmarks share: a stack started the way `npm start` starts it in a temporary data
// folder, the server's CPU time, percentiles, and JSON calls.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../../scripts/lib/build.mjs';
import { ensureDependencies } from '../../scripts/lib/install.mjs';

/**
 * Builds if needed and starts PostgreSQL (embedded unless DATABASE_URL), Redis, the simulators and
 * one server process. `serverEnv` adds to the server's settings; `webIfMissing` rebuilds the web
 * client only when it was never built (see ensureBuilt). Returns the stack, the generated secrets
 * (administrator, simulator key) and `stop`, which also removes the data folder.
 */
export async function startBenchStack(serverEnv = {}, { webIfMissing = false } = {}) {
  await ensureDependencies();
  await ensureBuilt({ webIfMissing });
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const { freePort } = await import('../../scripts/lib/ports.mjs');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
  chmodSync(dataDir, 0o755);
  delete process.env.RUNWARE_API_KEY;
  const stack = await startStack({
    dataDir,
    port: await freePort(0),
    quietServer: true,
    // Its own Redis namespace, so earlier runs' counters do not apply.
    serverEnv: {
      REDIS_PREFIX: `studio-bench-${Date.now()}`,
      // Throughput is measured here, not the per-user generation limits.
      GENERATION_REQUESTS_PER_MINUTE: '1000000',
      GENERATION_CONCURRENCY_PER_USER: '1000',
      ...serverEnv,
    },
    log: () => {},
  });
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return {
    stack,
    secrets,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system) a process has used, in ms, where /proc tells it (Linux); else null. */
export function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100/s).
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * prom-client's event-loop delay of the server at `baseUrl`, in ms, since the previous scrape
 * (prom-client resets its histogram at every scrape: scrape once before what is measured).
 */
export async function eventLoopDelay(baseUrl) {
  const { body } = await callJson(`${baseUrl}/metrics`);
  const value = (name) =>
    Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(body)?.[1] ?? NaN) * 1000;
  return {
    p50: value('nodejs_eventloop_lag_p50_seconds'),
    p99: value('nodejs_eventloop_lag_p99_seconds'),
    max: value('nodejs_eventloop_lag_max_seconds'),
  };
}

/** POSTs JSON (or GETs without a body) and answers `{ status, body }`; never throws on a status. */
export async function callJson(url, { body, token, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: parseOrText(text) };
}

/** Registers a new standard member (its calls take the charged path); answers `{ token, user }`. */
export async function registerMember(baseUrl, { name = 'Bench', emailPrefix = 'bench' } = {}) {
  const { body } = await callJson(`${baseUrl}/api/auth/register`, {
    body: { name, email: `${emailPrefix}-${Date.now()}@example.com`, password: 'bench-pass' },
  });
  return body;
}

function parseOrText(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
