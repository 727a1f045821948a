import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { within } from './read-until.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A built Node entry point as its own process, with what it writes kept. */
export interface NodeProcess {
  child: ChildProcess;
  /** Its stdout and stderr so far, interleaved: for assertions and failure messages. */
  output(): string;
  /**
   * Settles once its output matches `line`; fails if it exits first. A process' log line reaches
   * this one through a pipe, so it can arrive after what another process answered about the same
   * work: wait for it rather than expect it already read.
   */
  waitForOutput(line: RegExp): Promise<void>;
  /** Where its diagnostic reports go (removed when it exits). */
  reportsDir: string;
  /** Settles once it has exited and its output is read to the end. */
  exited: Promise<ProcessExit>;
  /** SIGTERM, then its exit (at once if it has already exited). */
  stop(): Promise<void>;
}

export interface NodeServiceProcess extends NodeProcess {
  port: number;
}

/** Spawns `main` with only PATH and `env`, without waiting for anything. */
export function spawnNode(main: string, env: Record<string, string>): NodeProcess {
  if (!existsSync(main))
    throw new Error(`${path.relative(ROOT, main)} is missing: build it first (npm run build)`);
  // SIGWINCH (ignored otherwise) makes it write Node's diagnostic report here (whatItWaitsOn).
  const reports = mkdtempSync(path.join(tmpdir(), 'node-report-'));
  const child = spawn(
    process.execPath,
    ['--report-on-signal', '--report-signal=SIGWINCH', `--report-directory=${reports}`, main],
    {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const waiting = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const waitForOutput = (line: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (line.test(output) && waiting.delete(check)) resolve();
      };
      waiting.add(check);
      check();
      void exited.then(() => {
        if (waiting.delete(check)) reject(new Error(`exited without writing ${line}:\n${output}`));
      });
    });
  void exited.then(() => rmSync(reports, { recursive: true, force: true }));
  return {
    child,
    output: () => output,
    waitForOutput,
    reportsDir: reports,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Settles once `port` accepts a connection; fails if `service` exits first. */
async function acceptsOnce(port: number, service: NodeProcess): Promise<void> {
  let exited = false;
  void service.exited.then(() => (exited = true));
  while (!(await accepts(port))) {
    if (exited) throw new Error('exited');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface NodeServiceOptions {
  /** What it is, in failure messages. */
  what: string;
  main: string;
  port: number;
  env: Record<string, string>;
  /** Ready once its output matches this; without it, once `port` accepts connections. */
  readyLine?: RegExp;
  /**
   * How long it may take to be ready. Only a bound for a process that never starts: a ready one
   * is used at once. Generous (within the 120 s a hook may take), since a Node process' start-up
   * took over 15 s beside a full test run and a benchmark stack on two cores, and over 30 s beside
   * three more test runs.
   */
  withinMs?: number;
}

/** A built Node service (a simulator, the server) as its own process on `port`, once it is ready. */
export async function startNodeService({
  what,
  main,
  port,
  env,
  readyLine,
  withinMs = 90_000,
}: NodeServiceOptions): Promise<NodeServiceProcess> {
  const service = spawnNode(main, { PORT: String(port), HOST: '127.0.0.1', ...env });
  const ready = readyLine ? service.waitForOutput(readyLine) : acceptsOnce(port, service);
  // After a timeout the wait fails too, when the process is stopped: no news by then.
  ready.catch(() => {});
  try {
    await within(ready, withinMs, `the ${what} was not ready`);
  } catch (error) {
    const exit = service.child.exitCode ?? service.child.signalCode;
    const waits = exit === null ? await whatItWaitsOn(service) : '';
    await service.stop();
    const why = exit === null ? (error as Error).message : `the ${what} exited early (${exit})`;
    throw new Error(`${why}:\n${service.output()}${waits}`, { cause: error });
  }
  return { ...service, port };
}

const LOOP_MACHINERY = new Set(['async', 'check', 'prepare', 'idle', 'signal', 'loop']);

/**
 * For a process that is not ready in time: its JavaScript stack and the connections, timers and
 * requests its event loop holds, from Node's diagnostic report (asked for with SIGWINCH), so that
 * the failure says what it was waiting on. Empty when no report comes within 10 s.
 */
async function whatItWaitsOn(service: NodeProcess): Promise<string> {
  service.child.kill('SIGWINCH');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const [file] = readdirSync(service.reportsDir).filter((name) => name.endsWith('.json'));
    if (file) {
      try {
        const report = JSON.parse(readFileSync(path.join(service.reportsDir, file), 'utf8')) as {
          javascriptStack?: { stack?: string[] };
          libuv?: {
            type: string;
            is_active?: boolean;
            remoteEndpoint?: unknown;
          }[];
        };
        // The loop's own machinery (async, check, prepare, signal handles) says nothing here.
        const handles = (report.libuv ?? [])
          .filter((handle) => handle.is_active && !LOOP_MACHINERY.has(handle.type))
          .map((handle) => `${handle.type} ${JSON.stringify(handle.remoteEndpoint ?? '')}`);
        const stack = report.javascriptStack?.stack ?? [];
        return (
          `\nIts JavaScript stack: ${stack.length ? `\n${stack.join('\n')}` : 'none (idle)'}` +
          `\nIts active handles:\n${handles.join('\n')}`
        );
      } catch {
        // Still being written: read it again.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return '';
}
