#!/usr/bin/env node
// `npm run admin -- create|promote ...`: finds the database the way `npm start` does (DATABASE_URL,
// the running local stack, or the embedded one started for the command) and runs the backend CLI.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { at, ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

await ensureDependencies();
await ensureBuilt();
const dataDir = path.resolve(process.env.DATA_DIR ?? at('.data'));
const runtimeFile = path.join(dataDir, 'runtime.json');

let databaseUrl = process.env.DATABASE_URL;
let stop = async () => {};
if (!databaseUrl && existsSync(runtimeFile))
  databaseUrl = JSON.parse(readFileSync(runtimeFile, 'utf8')).databaseUrl;
if (!databaseUrl) {
  const { providePostgres } = await import('./lib/postgres.mjs');
  const postgres = await providePostgres({ dataDir, log: () => {} });
  databaseUrl = postgres.url;
  stop = postgres.stop;
}
const code = await run(
  process.execPath,
  [at('backend', 'dist', 'cli', 'admin.js'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  },
);
await stop();
process.exit(code);
