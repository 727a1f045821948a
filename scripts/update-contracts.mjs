#!/usr/bin/env node
// `npm run schema`: rewrites backend/schema.gql from the resolvers and backend/openapi.json (the
// REST description) from the controllers, the client's limits (frontend/src/graphql/generated/
// limits.ts) from backend/src/contract/client-limits.ts, then the client's typed documents from
// schema.gql. All are committed; `npm test` fails while any is stale.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { at, ROOT } from './lib/paths.mjs';
import { runOrExit } from './lib/run.mjs';

await ensureDependencies();
const { BACKEND_JEST_NODE_ARGS, provideTestInfra } = await import('./lib/test-infra.mjs');

const workDir = mkdtempSync(path.join(tmpdir(), 'studio-contracts-'));
chmodSync(workDir, 0o755);
const infra = await provideTestInfra(workDir);
try {
  await runOrExit(
    process.execPath,
    [
      ...BACKEND_JEST_NODE_ARGS,
      at('node_modules', 'jest', 'bin', 'jest.js'),
      '-c',
      'backend/jest.config.js',
      'backend/test/graphql-contract.test.ts',
      'backend/test/openapi-contract.test.ts',
      'backend/test/client-limits-contract.test.ts',
    ],
    { cwd: ROOT, env: { ...process.env, ...infra.env, UPDATE_CONTRACTS: '1' } },
  );
} finally {
  await infra.stop();
  rmSync(workDir, { recursive: true, force: true });
}
await runOrExit(
  process.execPath,
  [at('node_modules', '@graphql-codegen', 'cli', 'cjs', 'bin.js'), '--config', 'codegen.yml'],
  { cwd: ROOT },
);
console.log(
  '✔ backend/schema.gql, backend/openapi.json and frontend/src/graphql/generated are current',
);
