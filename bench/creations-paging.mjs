#!/usr/bin/env node
// Lists the gallery page after page for a user with 100,000 saved creations and compares the time
// of the 1,000th page with the first, through the server as the web client asks (GraphQL, keyset
// cursor) and as REST compat consumers ask (limit/offset).
// Usage: node bench/creations-paging.mjs [creations=100000] [samples=50]
import { startBenchStack } from './lib/bench-kit.mjs';

const total = Number(process.argv[2] ?? 100_000);
const samples = Number(process.argv[3] ?? 50);
const PAGE = 9;
const TARGET_PAGE = 1000;

const { stack, stop } = await startBenchStack();
// Installed by now (startBenchStack installs what is missing).
const { default: pg } = await import('pg');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(call, times = samples) {
  for (let i = 0; i < 5; i++) await call();
  const durations = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await call();
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(durations);
}

try {
  const { token, user } = await fetch(`${stack.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-pass',
    }),
  }).then((response) => response.json());
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const graphql = (query, variables = {}) =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    }).then((response) => response.json());

  const { data } = await graphql('{ folders { id name } }');
  const defaultFolder = data.folders[0].id;

  // Rows only (the listing never reads the files): one INSERT ... SELECT, a second apart each.
  const started = Date.now();
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  client.on('error', () => {}); // the stack stopping at the end is not news
  await client.query(
    `INSERT INTO creations (id, user_id, folder_id, image_key, thumbnail_key, byte_size, prompt,
       model_id, width, height, format, parameters, created_at)
     SELECT id, $1::uuid, $2::uuid, 'users/' || $1::text || '/creations/' || id || '.png',
            'users/' || $1::text || '/thumbnails/' || id || '.webp', 1000, 'prompt ' || n,
            'rundiffusion:130@100', 1024, 1024, 'png', '{"steps": 20}',
            now() - n * interval '1 second'
       FROM (SELECT gen_random_uuid() AS id, n FROM generate_series(1, $3::int) AS n) AS rows`,
    [user.id, defaultFolder, total],
  );
  await client.query('ANALYZE creations');
  await client.end();
  console.log(`planted ${total} creations in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const PAGE_QUERY = `query($after: String) { creations(first: ${PAGE}, after: $after) {
    items { id imageUrl thumbnailUrl folder { name } prompt width height format createdAt } nextCursor } }`;
  let after = null;
  for (let page = 1; page < TARGET_PAGE; page++) {
    after = (await graphql(PAGE_QUERY, { after })).data.creations.nextCursor;
  }
  const firstCursor = await timed(() => graphql(PAGE_QUERY, { after: null }));
  const thousandthCursor = await timed(() => graphql(PAGE_QUERY, { after }));
  const rest = (offset) =>
    fetch(`${stack.url}/api/creations/my?limit=${PAGE}&offset=${offset}`, { headers }).then(
      (response) => response.json(),
    );
  const firstOffset = await timed(() => rest(0));
  const thousandthOffset = await timed(() => rest((TARGET_PAGE - 1) * PAGE));

  const report = (label, first, later) =>
    console.log(
      `${label.padEnd(26)} page 1 ${first.toFixed(2)} ms   page ${TARGET_PAGE} ${later.toFixed(2)} ms   ratio ${(later / first).toFixed(2)}`,
    );
  console.log(`median of ${samples} requests each, ${total} creations, ${PAGE} per page`);
  report('GraphQL (keyset cursor)', firstCursor, thousandthCursor);
  report('REST (limit/offset)', firstOffset, thousandthOffset);
  const ratio = thousandthCursor / firstCursor;
  console.log(ratio <= 2 ? 'target met: within 2x' : 'target missed: more than 2x');
  process.exitCode = ratio <= 2 ? 0 : 1;
} finally {
  await stop();
}
