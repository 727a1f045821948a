import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { testConfig } from '../support/test-app.js';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Starts the built server as a real process with the test run's database and Redis. */
async function startProcess(env: Record<string, string>, readyLine: RegExp): Promise<Started> {
  if (!existsSync(MAIN))
    throw new Error('backend/dist/main.js is missing: build the backend first (npm run build)');
  const config = testConfig();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      JWT_SECRET: config.JWT_SECRET,
      STORAGE_LOCAL_DIR: config.STORAGE_LOCAL_DIR,
      WEB_DIST_DIR: config.WEB_DIST_DIR!,
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 20000);
    const poll = setInterval(() => {
      if (readyLine.test(output)) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`exited early (${code}):\n${output}`));
    });
  });
  return { child, output: () => output };
}

function exitOf(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('the server process', () => {
  it.each([
    ['api', /"msg":"listening"/],
    ['worker', /"msg":"worker ready"/],
  ])('in the %s role stops cleanly with exit 0 on SIGTERM', async (role, ready) => {
    const { child, output } = await startProcess({ APP_ROLE: role }, ready);
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output()).toMatch(/"msg":"shutting down"/);
    expect(output()).toMatch(/"msg":"stopped"/);
  });

  it('serves the committed REST description as the built code makes it', async () => {
    // The tests run the sources through SWC; this is what tsc's build serves in production.
    const { child, output } = await startProcess({ APP_ROLE: 'api' }, /"msg":"listening"/);
    const exited = exitOf(child);
    try {
      const port = /"port":(\d+)/.exec(output())![1];
      const served = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
      expect(served.status).toBe(200);
      const committed = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
      expect(`${JSON.stringify(await served.json(), null, 2)}\n`).toBe(committed);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('refuses to start with a malformed variable and names it', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: 'not a url',
        REDIS_URL: 'redis://127.0.0.1:6379',
        JWT_SECRET: 'x'.repeat(40),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toEqual({ code: 78, signal: null });
    expect(stderr).toMatch(/DATABASE_URL is invalid/);
  });
});
