import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/**
 * A redis-server of the test's own on a free port, for tests that stop Redis (never the shared
 * one). Without persistence (`--save ''`): a restart comes back empty, as a crashed cache would;
 * with `keepsData`, an append-only file written on every command brings back everything, as a
 * production Redis for queues keeps it.
 */
export interface RedisServerProcess {
  port: number;
  url: string;
  /** Kills it outright (SIGKILL), as a crash would, and waits for its exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port, once it accepts commands. */
  restart(): Promise<void>;
  /** Stops it for good. */
  stop(): Promise<void>;
}

async function launch(port: number, dataDir?: string): Promise<ChildProcess> {
  const persistence = dataDir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dataDir]
    : ['--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    child.once('error', reject);
  });
  return child;
}

const exitOf = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/** A redis-server on `port` (a free one unless given). */
export async function startRedisServer(
  port?: number,
  { keepsData = false } = {},
): Promise<RedisServerProcess> {
  port ??= await freePort();
  const dataDir = keepsData ? mkdtempSync(path.join(tmpdir(), 'studio-redis-')) : undefined;
  let child = await launch(port, dataDir);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => exitOf(child, 'SIGKILL'),
    restart: async () => {
      child = await launch(port, dataDir);
    },
    stop: () => exitOf(child, 'SIGTERM'),
  };
}
