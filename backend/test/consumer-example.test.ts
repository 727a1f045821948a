import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient } from './support/api-client.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLE = path.join(ROOT, 'examples', 'consumer');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end and answers its exit code and output (never throws on failure). */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        timeout: 120_000,
        maxBuffer: 10 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Fails with everything the command printed unless it exited 0. */
function expectSuccess(step: string, result: Run) {
  if (result.code !== 0) {
    throw new Error(
      `${step} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`,
    );
  }
}

/** The lines of stdout, which both examples keep for image URLs (progress goes to stderr). */
const printedLines = (result: Run) => result.stdout.split('\n').filter(Boolean);

/** The README's "Consumer example" section, up to the next heading of its level or above. */
function readmeSection(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.search(/^### Consumer example$/m);
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = readme.slice(readme.indexOf('\n', start) + 1);
  const end = rest.search(/^#{1,3} /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('the API consumer example (examples/consumer, README "Consumer example")', () => {
  let simulator: SimulatorProcess;
  let app: TestApp;
  let baseUrl: string;
  let apiKey: string;
  const workDirs: string[] = [];

  beforeAll(async () => {
    simulator = await startSimulatorProcess();
    // One app in the "all" role: it answers and runs the queued generations, as `npm start` does.
    app = await startTestApp({
      ...providerSettings(simulator),
      REDIS_PREFIX: `${process.env.TEST_RUN_ID}_consumer_example_${Date.now()}`,
    });
    await app.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    // As the README says: a signed-in user creates a key limited to generating.
    const api = apiClient(app);
    const { token } = await api.register();
    const created = await api
      .post(
        '/api/keys',
        { name: 'Consumer example', scopes: ['generate'], currentPassword: 'secret-123' },
        token,
      )
      .expect(201);
    apiKey = created.body.key;
  });
  afterAll(async () => {
    await app?.close();
    await simulator?.stop();
    for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Each printed line is an image URL that answers 200. */
  async function expectImageUrls(result: Run) {
    const lines = printedLines(result);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/^https?:\/\/\S+$/);
      expect((await fetch(line)).status).toBe(200);
    }
  }

  it('curl.sh queues a generation over REST, follows it and prints image URLs that answer', async () => {
    // curl is on CI's and developers' machines; the script needs nothing else but sed and grep.
    const curl = await run('sh', ['-c', 'command -v curl'], { cwd: ROOT, env: {} });
    if (curl.code !== 0) {
      console.warn('Skipping curl.sh: curl is not installed on this machine');
      return;
    }
    const script = path.join(EXAMPLE, 'curl.sh');
    const env = { BASE_URL: baseUrl, API_KEY: apiKey, POLL_SECONDS: '1' };
    const result = await run('sh', [script, 'a "quoted" lighthouse \\ at dusk'], {
      cwd: ROOT,
      env,
    });
    expectSuccess('curl.sh', result);
    expect(result.stderr).toMatch(/Queued generation [0-9a-f-]{36}/);
    await expectImageUrls(result);

    // A refusal ends it at once with the server's answer and a failing exit code.
    const refused = await run('sh', [script], { cwd: ROOT, env: { ...env, API_KEY: 'pfk_nope' } });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('answered 401');
    expect(refused.stderr).toContain('UNAUTHENTICATED');
    expect(refused.stdout).toBe('');
  });

  it('the TypeScript client is typed by codegen from the live schema, compiles and prints image URLs', async () => {
    // A copy of the folder, as a consumer would have it, beside this repository's packages: the
    // generated files and the build stay out of the working tree.
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-consumer-example-'));
    workDirs.push(dir);
    cpSync(EXAMPLE, dir, {
      recursive: true,
      filter: (source) => !/[\\/](generated|dist|node_modules)$/.test(source),
    });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const env = { BASE_URL: baseUrl, API_KEY: apiKey, POLL_MS: '200' };
    const npm = (...args: string[]) => run('npm', ['run', '--silent', ...args], { cwd: dir, env });

    const codegen = await npm('codegen');
    expectSuccess('npm run codegen', codegen);
    const generated = readFileSync(path.join(dir, 'generated', 'graphql.ts'), 'utf8');
    expect(generated).toContain('export const StartGenerationDocument');
    expect(generated).toContain('export const FollowGenerationDocument');
    expect(generated).toContain('export const WatchGenerationDocument');

    const build = await npm('build');
    expectSuccess('npm run build', build);
    expect(existsSync(path.join(dir, 'dist', 'client.js'))).toBe(true);

    const client = await npm('start', '--', 'a fox in snow');
    expectSuccess('npm start', client);
    expect(client.stderr).toMatch(/Queued generation [0-9a-f-]{36} \(pending\)/);
    await expectImageUrls(client);

    // The live variant follows it over WebSocket instead of polling.
    const live = await npm('live', '--', 'a heron at dawn');
    expectSuccess('npm run live', live);
    expect(live.stderr).toMatch(/Queued generation [0-9a-f-]{36} \(pending\)/);
    expect(live.stderr).toMatch(/Generation [0-9a-f-]{36}: succeeded/);
    await expectImageUrls(live);

    // A failure says why and exits non-zero.
    const refused = await run('npm', ['start', '--silent'], {
      cwd: dir,
      env: { ...env, API_KEY: 'pfk_nope' },
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('UNAUTHENTICATED');
    // Five npm runs, a codegen and a TypeScript build among them, each bounded at 120 s: the
    // test's own bound is one for a hang, as the suite's, not a measure of their speed.
  }, 360_000);

  it("the README's section names files and scripts the example has", () => {
    const section = readmeSection();
    const blocks = [...section.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    expect(blocks.length).toBeGreaterThan(0);
    const commands = blocks.join('\n');
    const scripts = JSON.parse(readFileSync(path.join(EXAMPLE, 'package.json'), 'utf8')).scripts;

    // Every file the commands or the prose name, relative to the root or to the example's folder.
    const files = new Set(
      [...section.matchAll(/(?:examples\/consumer\/)?[\w./-]+\.(?:sh|ts|graphql|json)\b/g)].map(
        (match) => match[0],
      ),
    );
    expect([...files]).toEqual(expect.arrayContaining(['examples/consumer/curl.sh']));
    for (const file of files) {
      const relative = file.replace(/^examples\/consumer\//, '');
      // Written by the steps themselves.
      if (/^(generated|dist)\//.test(relative)) continue;
      const where = existsSync(path.join(ROOT, file))
        ? path.join(ROOT, file)
        : path.join(EXAMPLE, relative);
      expect({ file, exists: existsSync(where) }).toEqual({ file, exists: true });
    }
    // Every `npm run x` / `npm start` is one of the example's scripts.
    const used = [...commands.matchAll(/npm (?:run (\w+)|(start))/g)].map((m) => m[1] ?? m[2]);
    expect(used).toEqual(expect.arrayContaining(['codegen', 'build', 'start']));
    for (const name of used)
      expect({ name, script: typeof scripts[name] }).toEqual({ name, script: 'string' });
  });
});
