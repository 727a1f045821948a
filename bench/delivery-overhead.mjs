#!/usr/bin/env node
// Measures what async delivery (deliveryMethod "async", then getResponse polls) costs per
// generation against sync delivery (the results in the HTTP answer), on the provider simulator in
// this process, for tasks that take the provider 0 ms, 700 ms and 2.5 s. Async is polled the way
// Runware's TypeScript SDK polls it (first poll at 1 s, then +0.5 s, then x1.5 up to 10 s), and
// with a tighter cadence (first poll at 250 ms, then x1.5) for comparison.
// Usage: node bench/delivery-overhead.mjs [iterations=8]
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { percentile } from './lib/bench-kit.mjs';

const iterations = Number(process.argv[2] ?? 8);
const LATENCIES_MS = [0, 700, 2500];
const API_KEY = 'bench-key';

await ensureBuilt({ webIfMissing: false });
const { createSimulator } = await import('../simulator/dist/simulator.js');
const simulator = createSimulator({ apiKey: API_KEY, log: () => {} });
const url = `${await simulator.listen(0)}/v1`;

let requests = 0;
async function post(tasks, latencyMs) {
  requests += 1;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${API_KEY}`,
      'x-simulator-latency-ms': String(latencyMs),
    },
    body: JSON.stringify(tasks),
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`simulator answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const task = (deliveryMethod) => ({
  taskType: 'imageInference',
  taskUUID: randomUUID(),
  deliveryMethod,
  model: 'civitai:101055@128078',
  positivePrompt: 'a lighthouse',
  width: 256,
  height: 256,
  numberResults: 1,
  steps: 20,
  outputFormat: 'JPG',
  includeCost: true,
});

const sync = (latencyMs) => post([task('sync')], latencyMs);

/** Submits async, then polls getResponse with the delays `cadence` gives until the image is there. */
const asyncPolled = (cadence) => async (latencyMs) => {
  const submitted = task('async');
  await post([submitted], latencyMs);
  for (let poll = 0; ; poll++) {
    await sleep(cadence(poll));
    const answer = await post([{ taskType: 'getResponse', taskUUID: submitted.taskUUID }], 0);
    if (answer.data?.some((item) => item.status === 'success')) return answer;
  }
};

/** Runware's SDK: first poll at 1 s, the second 0.5 s later, then x1.5 up to 10 s. */
const sdkCadence = (poll) => (poll === 0 ? 1000 : Math.min(500 * 1.5 ** (poll - 1), 10_000));
const tightCadence = (poll) => Math.min(250 * 1.5 ** poll, 10_000);

const modes = [
  { label: 'sync', run: sync },
  { label: 'async, SDK cadence', run: asyncPolled(sdkCadence) },
  { label: 'async, 250 ms cadence', run: asyncPolled(tightCadence) },
];

try {
  console.log(`${iterations} generations per mode and provider time, one at a time\n`);
  for (const latencyMs of LATENCIES_MS) {
    const results = [];
    for (const mode of modes) {
      const times = [];
      const requestsBefore = requests;
      for (let i = 0; i < iterations; i++) {
        const started = process.hrtime.bigint();
        await mode.run(latencyMs);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      results.push({
        label: mode.label,
        median: percentile(times, 50),
        p95: percentile(times, 95),
        requests: (requests - requestsBefore) / iterations,
      });
    }
    const [syncResult] = results;
    console.log(`provider takes ${latencyMs} ms:`);
    for (const { label, median, p95, requests: perGeneration } of results) {
      const added = median - syncResult.median;
      console.log(
        `  ${label.padEnd(24)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95
          .toFixed(1)
          .padStart(
            7,
          )} ms   added ${added.toFixed(1).padStart(7)} ms   ${perGeneration.toFixed(1)} requests`,
      );
    }
  }
} finally {
  await simulator.close();
}
