#!/usr/bin/env node
// `npm test`: every suite — lint, typecheck, contracts, backend unit + integration (real PostgreSQL
// and Redis), frontend components, Playwright e2e against the started stack — then one summary line.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './lib/browser.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { LTS_NODE_VERSION, provideNode } from './lib/node-runtime.mjs';
import { at, ROOT } from './lib/paths.mjs';
import { run, runCaptured } from './lib/run.mjs';

await ensureDependencies();

const { BACKEND_JEST_NODE_ARGS, provideTestInfra } = await import('./lib/test-infra.mjs');
const { startStack } = await import('./lib/stack.mjs');
const { freePort } = await import('./lib/ports.mjs');
const { deleteKeysStartingWith } = await import('../backend/test/support/test-redis.mjs');

// Suites by their first word (`lint`, `backend`, `e2e`, ...); Playwright spec files named too
// (`frontend/e2e/queue.spec.ts`) run only those journeys.
const args = process.argv.slice(2);
const e2eSpecs = args.filter((arg) => arg.endsWith('.spec.ts'));
const only = args.filter((arg) => !arg.endsWith('.spec.ts'));
if (e2eSpecs.length && !only.includes('e2e')) only.push('e2e');
const workDir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
// The embedded PostgreSQL runs as an unprivileged user when we are root: it must enter this folder.
chmodSync(workDir, 0o755);
const results = [];
const node = process.execPath;
const bin = (pkg, file) => at('node_modules', pkg, file);
const TYPESCRIPT_PROJECTS = [
  'backend/tsconfig.json',
  'simulator/tsconfig.json',
  'frontend/tsconfig.json',
  'frontend/tsconfig.node.json',
];

// Past the static checks (two at a time, each with its own time), suites run one after another:
// each one's time runs from the previous one's end, so what it needs started first (the build,
// the databases, the stack) counts as its own.
let previousEnd = Date.now();

function record(suite, passed, failed, failures = [], ownSeconds = undefined) {
  const seconds = ownSeconds ?? Math.round((Date.now() - previousEnd) / 1000);
  previousEnd = Date.now();
  results.push({ suite, passed, failed, seconds, failures });
  console.log(`\n── ${suite}: ${passed} passed, ${failed} failed (${seconds} s)\n`);
}

async function check(suite, command, args, env = {}) {
  if (only.length && !only.includes(suite.split(' ')[0])) return;
  console.log(`\n── ${suite}`);
  const code = await run(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

/**
 * Checks that each take one core (ESLint, Prettier, tsc, codegen), two at a time on a machine with
 * two cores or more. Each one's output is shown whole when it has ended, in the listed order, with
 * its own time.
 */
async function parallelChecks(list) {
  const wanted = list.filter(([suite]) => !only.length || only.includes(suite.split(' ')[0]));
  const ended = wanted.map(() => {
    let resolve;
    const promise = new Promise((done) => (resolve = done));
    return { promise, resolve };
  });
  let next = 0;
  const lane = async () => {
    while (next < wanted.length) {
      const index = next++;
      const [, command, args] = wanted[index];
      const start = Date.now();
      const { code, output } = await runCaptured(command, args, { cwd: ROOT, env: process.env });
      ended[index].resolve({ code, output, seconds: Math.round((Date.now() - start) / 1000) });
    }
  };
  const lanes = Math.max(1, Math.min(2, availableParallelism()));
  const allEnded = Promise.all(Array.from({ length: lanes }, lane));
  for (const [index, [suite]] of wanted.entries()) {
    const { code, output, seconds } = await ended[index].promise;
    console.log(`\n── ${suite}`);
    if (output) process.stdout.write(output);
    record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1, [], seconds);
  }
  await allEnded;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jestSuite(suite, config, env = {}, nodeArgs = [], nodeBinary = node) {
  if (only.length && !only.includes(suite.split(' ')[0])) return;
  console.log(`\n── ${suite}`);
  const report = path.join(workDir, `${suite.replace(/\W+/g, '-')}.json`);
  const code = await run(
    nodeBinary,
    [...nodeArgs, bin('jest', 'bin/jest.js'), '-c', config, '--json', `--outputFile=${report}`],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
    },
  );
  const json = readJson(report);
  if (!json) return record(suite, 0, 1);
  const failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
  record(suite, json.numPassedTests, failed || (code === 0 ? 0 : 1), jestFailures(json));
}

/**
 * An error's first line, past jest's own headings ("● Test suite failed to run"), with the next
 * one when it only introduces it ("Configuration error:").
 */
function firstLine(text = '') {
  const lines = stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('●'));
  return lines[0]?.endsWith(':') ? lines.slice(0, 2).join(' ') : (lines[0] ?? '');
}

/**
 * Which tests failed and why, in one line each: the summary is the end of the output, the part a
 * truncated CI log still shows.
 */
function jestFailures(json) {
  const failures = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A suite that failed outside its tests (an import, a hook) has a message and no failed test.
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** The same for a Playwright JSON report: every test whose outcome was unexpected. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return failures;
}

let infra;
try {
  await parallelChecks([
    ['lint', node, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']],
    ['format', node, [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level=warn', '.']],
    ...TYPESCRIPT_PROJECTS.filter((project) => existsSync(at(project))).map((project) => [
      `typecheck ${project}`,
      node,
      [bin('typescript', 'bin/tsc'), '-p', project, '--noEmit'],
    ]),
    [
      'contract client-types',
      node,
      [bin('@graphql-codegen/cli', 'cjs/bin.js'), '--config', 'codegen.yml', '--check'],
    ],
  ]);

  // The process-level backend tests and the e2e stack run the built code.
  let built = false;
  try {
    await ensureBuilt();
    built = true;
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
  }
  record('build', built ? 1 : 0, built ? 0 : 1);
  if (built) await check('budget page-weight', node, ['bench/page-weight.mjs', '--check']);
  infra = await provideTestInfra(workDir);
  const serverNode = await serverSuitesNode();
  await jestSuite(
    `backend unit+integration${serverNode.suffix}`,
    'backend/jest.config.js',
    infra.env,
    BACKEND_JEST_NODE_ARGS,
    serverNode.path,
  );
  if (existsSync(at('simulator', 'jest.config.js'))) {
    await jestSuite(
      `simulator${serverNode.suffix}`,
      'simulator/jest.config.js',
      {},
      BACKEND_JEST_NODE_ARGS,
      serverNode.path,
    );
  }
  await jestSuite('frontend components', 'frontend/jest.config.cjs');

  if (built && (!only.length || only.includes('e2e'))) {
    console.log('\n── e2e (Playwright, Chromium)');
    const browser = await findChromium();
    console.log(`Browser: ${browser.path} (${browser.source})`);
    let stack;
    let e2eDatabase;
    const redisPrefix = `studio-e2e-${Date.now()}`;
    try {
      // A fresh stack, as `npm start` starts it, with its own data directory and database.
      if (process.env.DATABASE_URL) e2eDatabase = await freshDatabase(infra.postgres.adminUrl);
      stack = await startStack({
        dataDir: path.join(workDir, 'e2e-data'),
        port: await freePort(0),
        quietServer: true,
        databaseUrl: e2eDatabase?.url,
        // Its own Redis namespace (rate-limit counters, queues) and room for many test sign-ups.
        serverEnv: {
          REDIS_PREFIX: redisPrefix,
          AUTH_REGISTRATIONS_PER_IP_PER_HOUR: '1000',
          // Three provider tasks at a time: the queue journeys run three at once, and a fourth
          // waits its turn (journeys run one after another, so no other journey waits behind).
          PROVIDER_MAX_CONCURRENCY: '3',
        },
      });
      const report = path.join(workDir, 'e2e.json');
      const code = await run(
        node,
        [bin('@playwright/test', 'cli.js'), 'test', ...e2eSpecs, '--reporter=list,json'],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            ...browser.env,
            CHROMIUM_PATH: browser.path,
            E2E_BASE_URL: stack.url,
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
            // The administrator the stack created, and its storage folder when files are on
            // local disk (the admin spec plants an orphan file there).
            E2E_ADMIN_EMAIL: stack.admin.email,
            E2E_ADMIN_PASSWORD: stack.admin.password ?? process.env.ADMIN_PASSWORD ?? '',
            ...(localStorageDir() && { E2E_STORAGE_DIR: localStorageDir() }),
            // The stack's mail catcher (unless SMTP_URL sends real mail): journeys read the
            // messages they cause with latestMailTo (scripts/lib/mail-catcher.mjs).
            ...(stack.mailUrl && { E2E_MAIL_URL: stack.mailUrl }),
            // The provider simulator's test controls, when the stack runs it: journeys that need
            // a task held until they say (frontend/e2e/support/provider.ts).
            ...(stack.providerMode === 'simulator' &&
              stack.providerUrl && {
                E2E_SIMULATOR_URL: new URL('/_simulator', stack.providerUrl).href,
              }),
          },
        },
      );
      const json = readJson(report);
      const stats = json?.stats;
      if (!stats) record('e2e', 0, 1);
      else
        record(
          'e2e',
          stats.expected + stats.flaky,
          stats.unexpected || (code === 0 ? 0 : 1),
          playwrightFailures(json),
        );
    } catch (error) {
      console.error(error?.stack ?? error);
      record('e2e', 0, 1);
    } finally {
      await stack?.stop();
      await e2eDatabase?.drop();
      // A Redis that outlives the stack keeps the run's queues and counters unless removed.
      if (stack?.redisShared) await deleteKeysStartingWith(stack.redisUrl, redisPrefix);
    }
  }
} finally {
  await infra?.stop();
  rmSync(workDir, { recursive: true, force: true });
}

/**
 * The Node.js the backend and simulator suites run on: the current LTS, which the production image
 * runs, provided from npm when this machine runs another major. Their code also runs on the
 * machine's own Node in the e2e stack, started as `npm start` starts it, so both lines are
 * exercised without running the two longest suites twice. When the LTS cannot be provided, that
 * is a failure of its own and the suites still run on the machine's Node.
 */
async function serverSuitesNode() {
  const here = { path: node, suffix: '' };
  if (only.length && !only.some((suite) => suite === 'backend' || suite === 'simulator'))
    return here;
  if (process.versions.node.split('.')[0] === LTS_NODE_VERSION.split('.')[0]) return here;
  try {
    return { path: await provideNode(LTS_NODE_VERSION), suffix: ` on Node.js ${LTS_NODE_VERSION}` };
  } catch (error) {
    console.error(`\n✖ Node.js ${LTS_NODE_VERSION}: ${error.message}`);
    record(`Node.js ${LTS_NODE_VERSION}`, 0, 1);
    return here;
  }
}

/** Where the e2e stack keeps files, when that is a local folder (not S3). */
function localStorageDir() {
  const driver = process.env.STORAGE_DRIVER ?? (process.env.S3_BUCKET ? 's3' : 'local');
  if (driver !== 'local') return undefined;
  return process.env.STORAGE_LOCAL_DIR
    ? path.resolve(ROOT, process.env.STORAGE_LOCAL_DIR)
    : path.join(workDir, 'e2e-data', 'storage');
}

/** A new database on the configured server for the e2e stack, dropped after the run. */
async function freshDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `studio_e2e_${Date.now()}`;
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\nSuites:');
for (const result of results)
  console.log(
    `  ${result.failed ? '✖' : '✔'} ${result.suite}: ${result.passed} passed, ${result.failed} failed (${result.seconds} s)`,
  );
const failures = results.flatMap((result) =>
  result.failures.map((failure) => `  ${result.suite}: ${failure.slice(0, 400)}`),
);
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
