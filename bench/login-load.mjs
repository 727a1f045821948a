#!/usr/bin/env node
// What password hashing does to everyone else: one user's authenticated `me` query is timed alone,
// then beside C loops that log in as fast as the server answers (or, with a rate, at most that
// many times a second in all: the hardening issue's 8/s). Reports logins/s, `me` p50/p95 with
// and without the logins, the server's CPU and its event-loop delay (prom-client's, /metrics).
// Usage: node bench/login-load.mjs [seconds=20] [concurrentLogins=8] [rate]
import { setTimeout as sleep } from 'node:timers/promises';
import { callJson, cpuMs, eventLoopDelay, percentile, startBenchStack } from './lib/bench-kit.mjs';

const seconds = Number(process.argv[2] ?? 20);
const concurrentLogins = Number(process.argv[3] ?? 8);
const loginsPerSecond = Number(process.argv[4] ?? 0);
// Each login loop's share of the rate: the shortest time from one of its logins to the next.
const loginPeriodMs = loginsPerSecond ? (concurrentLogins * 1000) / loginsPerSecond : 0;
// Pause between two `me` queries: a steady trickle of other traffic, not a second load.
const ME_PAUSE_MS = 20;
const PASSWORD = 'bench-pass-123';

// The web client is never loaded here: it is built only when it never was.
const { stack, stop } = await startBenchStack(
  {
    // Every request comes from this one address: the per-IP sign-in limits are raised out of the
    // way (successful logins are not counted; failed ones would be).
    AUTH_REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    AUTH_FAILED_LOGINS_PER_IP: '100000',
    AUTH_FAILED_LOGINS_PER_EMAIL: '100000',
  },
  { webIfMissing: true },
);

/** Answers the body of a call that must succeed (status < 400, no GraphQL errors). */
async function succeed(url, options) {
  const { status, body } = await callJson(url, options);
  if (status >= 400 || body?.errors)
    throw new Error(`${url} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/**
 * Runs `call` until `until` (ms since the epoch), waiting `pauseMs` after each call and starting
 * calls at least `periodMs` apart; resolves with each call's time in ms.
 */
async function loopUntil(until, call, { pauseMs = 0, periodMs = 0 } = {}) {
  const times = [];
  while (Date.now() < until) {
    const started = performance.now();
    await call();
    const took = performance.now() - started;
    times.push(took);
    const wait = Math.max(pauseMs, periodMs - took);
    if (wait > 0) await sleep(wait);
  }
  return times;
}

/** `me` timed for `seconds`, with `logins` login loops beside it (0: alone); prints one line. */
async function phase(label, logins, { me, login }) {
  await eventLoopDelay(stack.url);
  const cpuBefore = cpuMs(stack.server.pid);
  const until = Date.now() + seconds * 1000;
  const [meTimes, ...loginTimes] = await Promise.all([
    loopUntil(until, me, { pauseMs: ME_PAUSE_MS }),
    ...Array.from({ length: logins }, () => loopUntil(until, login, { periodMs: loginPeriodMs })),
  ]);
  const cpuAfter = cpuMs(stack.server.pid);
  const loop = await eventLoopDelay(stack.url);
  const sorted = meTimes.sort((a, b) => a - b);
  const loginCount = loginTimes.flat().length;
  const cpu = cpuBefore === null ? null : (cpuAfter - cpuBefore) / (seconds * 1000);
  console.log(
    `${label.padEnd(16)} me p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms` +
      `  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms (${sorted.length} queries)` +
      `  logins/s ${(loginCount / seconds).toFixed(1).padStart(5)}` +
      `  loop delay p99 ${loop.p99.toFixed(0)} ms, max ${loop.max.toFixed(0)} ms` +
      `  server CPU ${cpu === null ? 'n/a' : `${(cpu * 100).toFixed(0)}% of a core`}` +
      (loginCount && cpu !== null
        ? `, ${((cpu * seconds * 1000) / loginCount).toFixed(1)} ms per login`
        : ''),
  );
}

try {
  const email = `bench-${Date.now()}@example.com`;
  const { token } = await succeed(`${stack.url}/api/auth/register`, {
    body: { name: 'Bench', email, password: PASSWORD },
  });
  const login = () =>
    succeed(`${stack.url}/api/auth/login`, { body: { email, password: PASSWORD } });
  const me = async () => {
    const { data } = await succeed(`${stack.url}/graphql`, {
      token,
      body: { query: '{ me { id } }' },
    });
    if (!data?.me) throw new Error('`me` answered no user');
  };

  // Warm-up: JIT, connection pools, the first hashes.
  for (let i = 0; i < 50; i++) await me();
  for (let i = 0; i < 5; i++) await login();

  console.log(
    `\`me\` queried one at a time (${ME_PAUSE_MS} ms apart) for ${seconds} s alone, then for ` +
      `${seconds} s beside ${concurrentLogins} concurrent login loops` +
      (loginsPerSecond ? ` (at most ${loginsPerSecond} logins/s in all)\n` : '\n'),
  );
  await phase('alone', 0, { me, login });
  await phase(`${concurrentLogins} login loops`, concurrentLogins, { me, login });
} finally {
  await stop();
}
