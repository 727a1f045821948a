#!/usr/bin/env node
// Measures how long an unrelated account's webhook waits while another account's receivers hang:
// the delay from an async generation's 202 to its delivery reaching a receiver that answers at
// once, alone and while a "slow" account's five webhooks take every delivery and never answer
// (each attempt ends after WEBHOOK_TIMEOUT_MS). `--one-at-a-time` runs the server as it was before
// delivery concurrency and per-account slots (one delivery at a time, no per-account bound).
// Usage: node bench/webhook-fairness.mjs [samples=5] [--one-at-a-time]
import { createServer } from 'node:http';
import { callJson, percentile, registerMember, startBenchStack } from './lib/bench-kit.mjs';

const samples = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 5);
const oneAtATime = process.argv.includes('--one-at-a-time');
const SLOW_GENERATIONS = 4;
const TASK = {
  taskType: 'imageInference',
  positivePrompt: 'a lighthouse',
  model: 'civitai:101055@128078',
  width: 256,
  height: 256,
  numberResults: 1,
};

// Receivers: /hang/* takes the delivery and never answers; /ok answers 200 and notes the time.
const arrivals = new Map();
const hanging = new Set();
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    if (request.url.startsWith('/hang/')) {
      hanging.add(response);
      // The server gave up on it (WEBHOOK_TIMEOUT_MS) and closed the connection.
      response.on('close', () => hanging.delete(response));
      return;
    }
    const deliveryId = request.headers['pixelforge-delivery'];
    arrivals.set(request.url, { at: performance.now(), deliveryId });
    response.writeHead(200).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = (path) => `http://127.0.0.1:${receiver.address().port}${path}`;

const { stack, stop } = await startBenchStack({
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_TIMEOUT_MS: '10000',
  ...(oneAtATime && {
    QUEUE_CONCURRENCY_WEBHOOK_DELIVERY: '1',
    WEBHOOK_CONCURRENCY_PER_USER: '1000',
    WEBHOOK_CONCURRENCY_PER_ENDPOINT: '1000',
  }),
});

const generate = async (token) => {
  const { status, body } = await callJson(`${stack.url}/api/generate?async=true`, {
    body: [TASK],
    token,
  });
  if (status !== 202) throw new Error(`generate answered ${status}: ${JSON.stringify(body)}`);
};

/** ms from one generation's 202 to its delivery at `/ok/<n>`, for a fresh account each time. */
let sample = 0;
async function unrelatedDelay() {
  const path = `/ok/${++sample}`;
  const member = await registerMember(stack.url, { emailPrefix: `bench-ok-${sample}` });
  await callJson(`${stack.url}/api/webhooks`, {
    body: { url: receiverUrl(path) },
    token: member.token,
  });
  const started = performance.now();
  await generate(member.token);
  const deadline = Date.now() + 15 * 60_000;
  while (!arrivals.has(path)) {
    if (Date.now() > deadline) throw new Error(`${path} never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return arrivals.get(path).at - started;
}

const summary = (label, delays) => {
  const sorted = [...delays].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(36)} p50 ${percentile(sorted, 50).toFixed(0).padStart(6)} ms   max ${sorted.at(-1).toFixed(0).padStart(6)} ms`,
  );
};

try {
  const alone = [];
  for (let i = 0; i < samples; i++) alone.push(await unrelatedDelay());
  summary('unrelated delivery, alone', alone);

  const slow = await registerMember(stack.url, { emailPrefix: 'bench-slow' });
  for (const n of [1, 2, 3, 4, 5])
    await callJson(`${stack.url}/api/webhooks`, {
      body: { url: receiverUrl(`/hang/${n}`) },
      token: slow.token,
    });
  for (let i = 0; i < SLOW_GENERATIONS; i++) await generate(slow.token);
  // Until the slow account's receivers hold deliveries, so they are measured against them.
  while (hanging.size === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const beside = [];
  for (let i = 0; i < samples; i++) beside.push(await unrelatedDelay());
  summary(`beside ${SLOW_GENERATIONS * 5} hanging deliveries`, beside);
  console.log(`(slow account's deliveries held unanswered at the end: ${hanging.size})`);
} finally {
  for (const response of hanging) response.destroy();
  await stop();
  receiver.close();
}
