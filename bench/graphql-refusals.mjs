#!/usr/bin/env node
// How long the server takes to refuse the GraphQL floods the hardening is about, from sending the
// request to its answer: a 10,000-alias flood, a document one byte over the size limit, and the
// 20 MB document. backend/test/graphql-limits.test.ts proves each is refused before any parsing
// or resolver; this measures how quickly (on a loaded machine the figures move, the order not).
// Usage: node bench/graphql-refusals.mjs [runs=10]
import { callJson, percentile, startBenchStack } from './lib/bench-kit.mjs';

const runs = Number(process.argv[2] ?? 10);
/** The server's default GRAPHQL_MAX_DOCUMENT_BYTES (backend/src/config/app-config.ts). */
const MAX_DOCUMENT_BYTES = 100 * 1024;

const FLOODS = {
  '10,000 aliases': `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: architectures { id }`).join(' ')} }`,
  'one byte over the size limit': `{ ${'a '.repeat(MAX_DOCUMENT_BYTES)}}`,
  '20 MB document': `{ appInfo { name } } # ${'x'.repeat(20 * 1024 * 1024)}`,
};

const { stack, stop } = await startBenchStack({}, { webIfMissing: true });
try {
  const rows = [];
  for (const [flood, query] of Object.entries(FLOODS)) {
    const times = [];
    let status;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      // A server that answers before the whole body has arrived may close the connection while
      // the client still writes: a refusal too, without a status to read.
      status = await callJson(`${stack.url}/graphql`, { body: { query } }).then(
        (answer) => answer.status,
        (error) => `closed (${error.cause?.code ?? error.message})`,
      );
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({
      flood,
      status,
      'median ms': Number(percentile(times, 50).toFixed(1)),
      'max ms': Number(times.at(-1).toFixed(1)),
    });
  }
  console.log(`GraphQL refusals, ${runs} runs each`);
  console.table(rows);
} finally {
  await stop();
}
