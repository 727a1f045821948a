#!/usr/bin/env node
// Measures what the server adds to one generation (auth, validation, catalogue checks, credit hold
// and settlement, ledger rows, the adapter) compared with calling the provider simulator directly.
// Usage: node bench/generation-overhead.mjs [iterations=200]
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { ensureDependencies } from '../scripts/lib/install.mjs';

const iterations = Number(process.argv[2] ?? 200);
const warmup = 20;
const SIZE = 256;

await ensureDependencies();
await ensureBuilt();
const { startStack } = await import('../scripts/lib/stack.mjs');
const { freePort } = await import('../scripts/lib/ports.mjs');

const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
chmodSync(dataDir, 0o755);
delete process.env.RUNWARE_API_KEY;
const stack = await startStack({
  dataDir,
  port: await freePort(0),
  quietServer: true,
  // Its own Redis namespace, so earlier runs' sign-up counters do not apply.
  serverEnv: { REDIS_PREFIX: `studio-bench-${Date.now()}` },
  log: () => {},
});

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label, call) {
  for (let i = 0; i < warmup; i++) await call();
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const started = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const result = { label, median: percentile(times, 50), p95: percentile(times, 95) };
  console.log(
    `${label.padEnd(28)} median ${result.median.toFixed(2)} ms   p95 ${result.p95.toFixed(2)} ms`,
  );
  return result;
}

try {
  const { readFileSync } = await import('node:fs');
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  // A standard member, so every generation takes the charged path: hold, settle, ledger rows.
  const login = await fetch(`${stack.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-pass',
    }),
  }).then((response) => response.json());
  const direct = () =>
    fetch(stack.providerUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${secrets.simulatorKey}`,
      },
      body: JSON.stringify([
        {
          taskType: 'imageInference',
          taskUUID: randomUUID(),
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
        },
      ]),
    }).then(async (response) => {
      if (!response.ok)
        throw new Error(`simulator answered ${response.status}: ${await response.text()}`);
      return response.json();
    });

  const throughServer = () =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
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
    `${iterations} sequential generations of ${SIZE}x${SIZE} JPEG, after ${warmup} warm-up calls\n`,
  );
  const a = await measure('simulator directly', direct);
  const b = await measure('through the server (GraphQL)', throughServer);
  console.log(
    `\nadded by the server: median ${(b.median - a.median).toFixed(2)} ms (target < 10 ms)`,
  );
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
