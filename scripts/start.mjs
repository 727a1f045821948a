#!/usr/bin/env node
// `npm start` / `npm run dev`: install if needed, build, start every part, stop all on Ctrl-C.
// A part that dies meanwhile (the server, our own redis-server) is restarted, not fatal.
// Plain Node only until dependencies are installed.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ROOT } from './lib/paths.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));

await ensureDependencies();
try {
  await ensureBuilt();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

const { startStack } = await import('./lib/stack.mjs');
const { RedisUnavailableError } = await import('./lib/redis.mjs');

let stack;
try {
  // A server that cannot start with its configuration is not restarted: the launcher stops.
  stack = await startStack({ dataDir, port, dev, onServerGaveUp: (code) => shutdown(code) });
} catch (error) {
  console.error(
    `\n✖ ${error instanceof RedisUnavailableError ? error.message : (error?.stack ?? error)}`,
  );
  process.exit(1);
}

// Lets `npm run admin` reach the running embedded database.
writeFileSync(
  path.join(dataDir, 'runtime.json'),
  JSON.stringify({ databaseUrl: stack.databaseUrl, pid: process.pid }),
);

const { admin } = stack;
console.log(`\n✔ PixelForge Studio is running at ${stack.url}`);
console.log(
  `  GraphQL ${stack.url}/graphql · REST ${stack.url}/api · health ${stack.url}/health/ready`,
);
console.log(
  `  Image provider: ${stack.providerMode === 'simulator' ? 'built-in simulator' : 'Runware'}`,
);
console.log(
  `  Payments: ${stack.paymentsMode === 'simulator' ? 'built-in Stripe-compatible simulator (no card is charged)' : 'Stripe'}`,
);
console.log(
  stack.mailMode === 'catcher'
    ? `  Email: local mail catcher (nothing is delivered), every message at ${stack.mailUrl}`
    : '  Email: the SMTP server in SMTP_URL',
);
if (admin.configured) console.log(`  Administrator: ${admin.email} (password from ADMIN_PASSWORD)`);
else if (admin.password)
  console.log(
    `  Administrator: ${admin.email} / ${admin.password}  (shown once; saved in ${admin.secretsFile})`,
  );
else console.log(`  Administrator: ${admin.email} (password saved in ${admin.secretsFile})`);
console.log('  Press Ctrl-C to stop.\n');

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n› Stopping…');
  await stack.stop();
  rmSync(path.join(dataDir, 'runtime.json'), { force: true });
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
