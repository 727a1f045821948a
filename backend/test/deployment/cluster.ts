import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { freePort } from '../support/free-port.js';
import { testConfig } from '../support/test-app.js';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const MIGRATE = fileURLToPath(new URL('../../dist/cli/migrate.js', import.meta.url));

export interface ServerProcess {
  role: 'api' | 'worker';
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit of the process (code and signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  databaseUrl: string;
  redisPrefix: string;
  apis: ServerProcess[];
  worker: ServerProcess;
  stop(): Promise<void>;
}

function assertBuilt() {
  for (const file of [MAIN, MIGRATE])
    if (!existsSync(file))
      throw new Error(`${file} is missing: build the backend first (npm run build -w backend)`);
}

/** Runs the built migration entry point as its own process, as the deployment's migration step. */
export function runMigrations(
  databaseUrl: string,
): Promise<{ code: number | null; output: string }> {
  assertBuilt();
  const child = spawn(process.execPath, [MIGRATE], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A database of its own on the test run's PostgreSQL server, dropped by the returned function. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${process.env.TEST_DATABASE_NAME}_cluster_${process.pid}`;
  server.pathname = '/postgres';
  const admin = new DataSource({ type: 'postgres', url: server.toString() });
  await admin.initialize();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.destroy();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new DataSource({ type: 'postgres', url: server.toString() });
      await again.initialize();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.destroy();
    },
  };
}

/** Starts the built server (backend/dist/main.js) in one role, and waits until it says it is ready. */
export async function startServer(
  role: 'api' | 'worker',
  env: Record<string, string>,
): Promise<ServerProcess> {
  assertBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, APP_ROLE: role, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = role === 'api' ? /"msg":"listening"/ : /"msg":"worker ready"/;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${role} not ready in time:\n${output}`)),
      20000,
    );
    const poll = setInterval(() => {
      if (!ready.test(output)) return;
      clearTimeout(timer);
      clearInterval(poll);
      resolve();
    }, 50);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`${role} exited early (${code}):\n${output}`));
    });
  });
  return { role, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/**
 * The deployment in miniature: the migration step on a fresh database, then `apiCount` api
 * processes and one worker process of the built server, sharing that database and one Redis prefix.
 */
export async function startCluster(
  apiCount: number,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const database = await freshDatabase();
  const redisPrefix = `${process.env.TEST_RUN_ID}_cluster_${process.pid}`;
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map(stopServer));
    await database.drop();
  };
  try {
    const migrated = await runMigrations(database.url);
    if (migrated.code !== 0) throw new Error(`migrations failed:\n${migrated.output}`);
    const config = testConfig();
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATABASE_MIGRATE_ON_START: 'false',
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: config.JWT_SECRET,
      STORAGE_LOCAL_DIR: config.STORAGE_LOCAL_DIR,
      WEB_DIST_DIR: config.WEB_DIST_DIR!,
      AUTH_REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      ...env,
    };
    const results = await Promise.allSettled([
      ...Array.from({ length: apiCount }, () => startServer('api', shared)),
      startServer('worker', shared),
    ]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const servers = started;
    return {
      databaseUrl: database.url,
      redisPrefix,
      apis: servers.slice(0, apiCount),
      worker: servers[apiCount],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
