#!/usr/bin/env node
// Measures the live channel (generationUpdated over graphql-ws, events through Redis pub/sub):
// the server's memory per idle subscribed connection with N connections open, the delay from a
// generation's settlement (its completedAt, written in the settling statement) to the subscriber
// hearing of it over M generations, and the server's event-loop delay meanwhile.
// Usage: node bench/subscriptions.mjs [connections=1000] [generations=50]
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { callJson, eventLoopDelay, percentile, startBenchStack } from './lib/bench-kit.mjs';

const connections = Number(process.argv[2] ?? 1000);
const generations = Number(process.argv[3] ?? 50);
const PER_USER = 10;
const UPDATED = `subscription($id: ID) {
  generationUpdated(id: $id) { generation { id status completedAt } creditBalance }
}`;
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input, async: true) { generationId }
}`;

const { stack, stop } = await startBenchStack({
  AUTH_REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
  GRAPHQL_WS_MAX_CONNECTIONS_PER_USER: String(PER_USER),
});
const wsUrl = `${stack.url.replace(/^http/, 'ws')}/graphql`;
const clients = [];

/** The server process's resident memory, in KB (Linux). */
const rssKb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${stack.server.pid}/status`, 'utf8'))[1]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let counter = 0;
async function member() {
  const { body } = await callJson(`${stack.url}/api/auth/register`, {
    body: {
      name: 'Bench',
      email: `live-${Date.now()}-${counter++}@example.com`,
      password: 'bench-pass-live',
    },
  });
  if (!body.token) throw new Error(`could not register: ${JSON.stringify(body)}`);
  return body.token;
}

/** A connected client with one subscription; resolves once the server acknowledged it. */
function connect(token, onUpdate = () => {}) {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
      on: { connected: () => resolve(client), closed: (event) => reject(event) },
      onNonLazyError: reject,
    });
    client.subscribe({ query: UPDATED }, { next: onUpdate, error: () => {}, complete: () => {} });
    clients.push(client);
  });
}

try {
  // Idle connections: each subscribed to its user's generations, as an open dashboard is.
  await sleep(2000);
  const before = rssKb();
  const tokens = [];
  for (let i = 0; i < Math.ceil(connections / PER_USER); i++) tokens.push(await member());
  for (let i = 0; i < connections; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, connections - i) }, (_, j) =>
        connect(tokens[Math.floor((i + j) / PER_USER)]),
      ),
    );
  await sleep(3000);
  const after = rssKb();
  const perConnection = (after - before) / connections;
  console.log(
    `${connections} idle connections: server RSS ${before} KB -> ${after} KB, ${perConnection.toFixed(1)} KB each`,
  );

  // Settlement to subscriber, one generation at a time, with the idle connections still open.
  const token = await member();
  const heard = new Map();
  await connect(token, ({ data }) => {
    const generation = data?.generationUpdated?.generation;
    if (generation?.status === 'succeeded' && !heard.has(generation.id))
      heard.set(generation.id, { at: Date.now(), completedAt: generation.completedAt });
  });
  await eventLoopDelay(stack.url);
  const delays = [];
  for (let i = 0; i < generations; i++) {
    const { body } = await callJson(`${stack.url}/graphql`, {
      token,
      body: {
        query: GENERATE,
        variables: {
          input: {
            prompt: 'a lighthouse',
            model: 'civitai:101055@128078',
            width: 256,
            height: 256,
          },
        },
      },
    });
    const id = body.data?.generateImages?.generationId;
    if (!id) throw new Error(`generation refused: ${JSON.stringify(body)}`);
    const deadline = Date.now() + 30_000;
    while (!heard.has(id) && Date.now() < deadline) await sleep(5);
    const event = heard.get(id);
    if (!event) throw new Error(`no event for ${id}`);
    delays.push(event.at - new Date(event.completedAt).getTime());
  }
  const loop = await eventLoopDelay(stack.url);
  const sorted = delays.sort((a, b) => a - b);
  console.log(
    `settlement -> subscriber over ${generations} generations: p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms`,
  );
  console.log(
    `server event-loop delay meanwhile: p50 ${loop.p50.toFixed(1)} ms, p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms`,
  );
} finally {
  await Promise.all(clients.map((client) => client.dispose()));
  await stop();
}
