#!/usr/bin/env node
// Measures what the server adds to one generation (auth, validation, catalogue checks, credit hold
// and settlement, ledger rows, the adapter) compared with calling the provider simulator directly,
// for a standard member (charged: hold, settlement, ledger rows) and for the administrator (free,
// but still recorded), and beside them the practical floor: a minimal NestJS app doing only the
// token check, a one-statement credit hold and the same provider call (lib/floor-app.mjs).
// Usage: node bench/generation-overhead.mjs [iterations=200]
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { freePort } from '../scripts/lib/ports.mjs';
import { cpuMs, percentile, registerMember, startBenchStack } from './lib/bench-kit.mjs';

const iterations = Number(process.argv[2] ?? 200);
const warmup = 20;
const SIZE = 256;

const { stack, secrets, stop } = await startBenchStack();
let stopFloor = () => {};

/**
 * Runs the calls in turns (one of each per round, the order rotating), so a change in the load of
 * the machine during the run weighs on all of them alike; every call is still one at a time.
 */
async function measure(calls) {
  for (let i = 0; i < warmup; i++) for (const { call } of calls) await call();
  const times = calls.map(() => []);
  for (let i = 0; i < iterations; i++) {
    for (let j = 0; j < calls.length; j++) {
      const index = (i + j) % calls.length;
      const started = process.hrtime.bigint();
      await calls[index].call();
      times[index].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return calls.map(({ label }, index) => {
    const sorted = times[index].sort((a, b) => a - b);
    const result = { label, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
    console.log(
      `${label.padEnd(28)} median ${result.median.toFixed(2)} ms   p95 ${result.p95.toFixed(2)} ms`,
    );
    return result;
  });
}

try {
  // A standard member, so every generation takes the charged path: hold, settle, ledger rows.
  const login = await registerMember(stack.url);
  /** The task the server sends the provider for the request below. */
  const task = {
    taskType: 'imageInference',
    outputType: 'URL',
    outputFormat: 'JPG',
    includeCost: true,
    positivePrompt: 'a lighthouse',
    negativePrompt: 'blurry, bad quality',
    model: 'civitai:101055@128078',
    width: SIZE,
    height: SIZE,
    numberResults: 1,
    steps: 20,
  };
  const direct = () =>
    fetch(stack.providerUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${secrets.simulatorKey}`,
      },
      body: JSON.stringify([{ ...task, taskUUID: randomUUID() }]),
    }).then(async (response) => {
      if (!response.ok)
        throw new Error(`simulator answered ${response.status}: ${await response.text()}`);
      return response.json();
    });

  const admin = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: secrets.adminEmail, password: secrets.adminPassword }),
  }).then((response) => response.json());
  if (!login.token || !admin.token) throw new Error('could not sign in the bench users');

  const throughServer = (token) => () =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query:
          'mutation($input: GenerateImagesInput!) { generateImages(input: $input) { generationId images { imageURL } } }',
        variables: {
          input: {
            prompt: 'a lighthouse',
            model: 'civitai:101055@128078',
            width: SIZE,
            height: SIZE,
            format: 'jpeg',
            imageCount: 1,
            steps: 20,
          },
        },
      }),
    }).then(async (response) => {
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body;
    });

  console.log(
    `${iterations} sequential generations of ${SIZE}x${SIZE} JPEG each way, taken in turns, ` +
      `after ${warmup} warm-up calls\n`,
  );
  const floorPort = await freePort(0);
  const floor = fork(new URL('./lib/floor-app.mjs', import.meta.url), {
    env: {
      ...process.env,
      PORT: String(floorPort),
      DATABASE_URL: stack.databaseUrl,
      JWT_SECRET: secrets.jwtSecret,
      PROVIDER_URL: stack.providerUrl,
      PROVIDER_KEY: secrets.simulatorKey,
    },
  });
  stopFloor = () => floor.kill();
  await once(floor, 'message');
  const throughFloor = (token) => () =>
    fetch(`http://127.0.0.1:${floorPort}/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(task),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`floor answered ${response.status}`);
      return response.json();
    });

  const serverCpuBefore = cpuMs(stack.server.pid);
  const floorCpuBefore = cpuMs(floor.pid);
  const [a, b, c, d] = await measure([
    { label: 'simulator directly', call: direct },
    { label: 'server, member (charged)', call: throughServer(login.token) },
    { label: 'server, administrator', call: throughServer(admin.token) },
    { label: 'floor app, member', call: throughFloor(login.token) },
  ]);
  const floorCpuAfter = cpuMs(floor.pid);
  console.log(
    `\nadded by the server, charged member: median ${(b.median - a.median).toFixed(2)} ms, ` +
      `p95 ${(b.p95 - a.p95).toFixed(2)} ms (target < 10 ms at the median)`,
  );
  console.log(
    `added by the server, administrator: median ${(c.median - a.median).toFixed(2)} ms, ` +
      `p95 ${(c.p95 - a.p95).toFixed(2)} ms`,
  );
  // Less sensitive to other work on the machine than the times above.
  const serverCpuAfter = cpuMs(stack.server.pid);
  if (serverCpuBefore !== null && serverCpuAfter !== null) {
    const perGeneration = (serverCpuAfter - serverCpuBefore) / (2 * (warmup + iterations));
    console.log(`server CPU per generation (both paths): ${perGeneration.toFixed(2)} ms`);
    if (floorCpuBefore !== null && floorCpuAfter !== null) {
      const floorPerCall = (floorCpuAfter - floorCpuBefore) / (warmup + iterations);
      console.log(
        `floor app CPU per generation: ${floorPerCall.toFixed(2)} ms ` +
          `(the server uses ${(perGeneration / floorPerCall).toFixed(1)}x)`,
      );
    }
  }
  const floorAdded = d.median - a.median;
  console.log(
    `added by the floor app: median ${floorAdded.toFixed(2)} ms; the charged server adds ` +
      `${((b.median - a.median) / floorAdded).toFixed(1)}x that`,
  );
} finally {
  stopFloor();
  await stop();
}
