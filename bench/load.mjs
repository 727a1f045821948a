#!/usr/bin/env node
// What one server process sustains: simulated users sign up, then for the run's length each
// generates, saves what it generated and pages its gallery, one call after another, all users at
// once. Reports errors (target 0), p50/p95 per operation, operations per second, the server's CPU
// and its event-loop delay during the run (prom-client's, from /metrics; target p99 under 50 ms).
// Usage: node bench/load.mjs [users=50] [seconds=60]
import { callJson, cpuMs, eventLoopDelay, percentile, startBenchStack } from './lib/bench-kit.mjs';

const users = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 60);
const MODEL = 'civitai:101055@128078';

const { stack, secrets, stop } = await startBenchStack({
  // Every simulated user signs up from this one address.
  AUTH_REGISTRATIONS_PER_IP_PER_HOUR: String(users * 10),
});
const graphql = (token, query, variables) =>
  callJson(`${stack.url}/graphql`, { token, body: { query, variables } });

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId images { imageURL } } }`;
const SAVE = `mutation($input: SaveCreationInput!) { saveCreation(input: $input) { id } }`;
const PAGE = `query($after: String) { creations(first: 9, after: $after) { items { id imageUrl } nextCursor } }`;

const times = { register: [], generate: [], save: [], page: [] };
const errors = {};

/** Times one call; a status ≥ 400 or a GraphQL error counts as an error of that operation. */
async function timed(operation, call) {
  const started = process.hrtime.bigint();
  const answer = await call().catch((error) => ({ status: 0, body: String(error) }));
  times[operation].push(Number(process.hrtime.bigint() - started) / 1e6);
  const failed = answer.status >= 400 || answer.status === 0 || answer.body?.errors;
  if (failed) {
    const reason =
      answer.body?.errors?.[0]?.message ??
      `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
    errors[`${operation}: ${reason}`] = (errors[`${operation}: ${reason}`] ?? 0) + 1;
    return null;
  }
  return answer.body;
}

async function simulatedUser(index, admin, deadline) {
  const registered = await timed('register', () =>
    callJson(`${stack.url}/api/auth/register`, {
      body: {
        name: `Load ${index}`,
        email: `load-${index}-${Date.now()}@example.com`,
        password: 'load-pass-1',
      },
    }),
  );
  if (!registered) return;
  // Enough credits for the whole run.
  await callJson(`${stack.url}/api/admin/users/${registered.user.id}/credits`, {
    token: admin,
    body: { amount: 10_000, note: 'load benchmark' },
  });
  const token = registered.token;
  let cursor = null;
  while (Date.now() < deadline) {
    const generated = await timed('generate', () =>
      graphql(token, GENERATE, {
        input: {
          prompt: `a lighthouse ${index}`,
          model: MODEL,
          width: 256,
          height: 256,
          format: 'jpeg',
          imageCount: 1,
          steps: 20,
        },
      }),
    );
    const image = generated?.data?.generateImages.images[0]?.imageURL;
    if (image)
      await timed('save', () =>
        graphql(token, SAVE, {
          input: { imageUrl: image, prompt: `a lighthouse ${index}`, modelId: MODEL },
        }),
      );
    const page = await timed('page', () => graphql(token, PAGE, { after: cursor }));
    cursor = page?.data?.creations.nextCursor ?? null;
  }
}

try {
  const admin = (
    await callJson(`${stack.url}/api/auth/login`, {
      body: { email: secrets.adminEmail, password: secrets.adminPassword },
    })
  ).body.token;
  if (!admin) throw new Error('could not sign in the administrator');
  await eventLoopDelay(stack.url); // prom-client resets its event-loop histogram at every scrape
  const cpuBefore = cpuMs(stack.server.pid);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: users }, (_, index) =>
      simulatedUser(index, admin, started + seconds * 1000),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;
  const loop = await eventLoopDelay(stack.url);
  const cpuAfter = cpuMs(stack.server.pid);

  console.log(`${users} users for ${seconds} s against one server process\n`);
  console.log('operation   count    per s    p50 ms    p95 ms');
  for (const [operation, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${operation.padEnd(10)} ${String(list.length).padStart(6)} ${(list.length / elapsed).toFixed(1).padStart(8)} ${percentile(sorted, 50)?.toFixed(1).padStart(9)} ${percentile(sorted, 95)?.toFixed(1).padStart(9)}`,
    );
  }
  const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);
  console.log(`\nerrors: ${errorCount} (target 0)`);
  for (const [reason, count] of Object.entries(errors)) console.log(`  ${count} × ${reason}`);
  console.log(
    `event-loop delay during the run: p50 ${loop.p50.toFixed(1)} ms, p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms (target p99 < 50 ms)`,
  );
  if (cpuBefore !== null && cpuAfter !== null)
    console.log(
      `server CPU: ${(((cpuAfter - cpuBefore) / 1000 / elapsed) * 100).toFixed(0)}% of one core`,
    );
} finally {
  await stop();
}
