import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NodeProcess, spawnNode, startNodeService } from '../support/node-service-process.js';

/**
 * Tests of other processes read their log lines through a pipe, which can deliver a line after
 * another process has answered about the same work: waitForOutput waits for the line itself.
 */
describe('a spawned process’ output', () => {
  let dir: string;
  const started: NodeProcess[] = [];
  const spawned = (file: string) => {
    const child = spawnNode(file, {});
    started.push(child);
    return child;
  };
  const script = (name: string, source: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, source);
    return file;
  };

  beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'process-output-'))));
  // A failed wait must not leave its process running (and the test run waiting for it).
  afterEach(async () => {
    await Promise.all(started.splice(0).map((child) => child.stop()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is waited for until a line matches, when that line comes after the process was asked', async () => {
    // The line comes only once the test has signalled the process: never before the wait.
    const child = spawned(
      script(
        'later.mjs',
        `process.on('SIGUSR2', () => { console.log('job finished'); process.exit(0); });
         console.log('listening');
         setInterval(() => undefined, 1000);`,
      ),
    );
    await child.waitForOutput(/listening/);
    const written = child.waitForOutput(/job finished/);
    expect(child.output()).not.toMatch(/job finished/);
    child.child.kill('SIGUSR2');
    await written;
    expect(child.output()).toMatch(/listening\njob finished/);
  });

  it('fails the wait, with what was written, when the process exits without the line', async () => {
    const child = spawned(script('silent.mjs', "console.log('something else');"));
    await expect(child.waitForOutput(/job finished/)).rejects.toThrow(
      /exited without writing \/job finished\/:\nsomething else/,
    );
  });

  describe('started as a service', () => {
    const service = (file: string, withinMs?: number) =>
      startNodeService({
        what: 'service',
        main: file,
        port: 1,
        env: {},
        readyLine: /ready/,
        withinMs,
      });

    it('is used once its ready line comes, even after a while', async () => {
      const ready = await service(
        script(
          'slow.mjs',
          `setTimeout(() => console.log('ready'), 300); setInterval(() => undefined, 1000);`,
        ),
      );
      started.push(ready);
      expect(ready.child.exitCode).toBeNull();
      expect(ready.output()).toBe('ready\n');
    });

    it('fails with its output when it exits before it is ready', async () => {
      await expect(
        service(script('crash.mjs', "console.error('no database'); process.exit(3);")),
      ).rejects.toThrow(/^the service exited early \(3\):\nno database/);
    });

    it('is stopped, and fails, when it is not ready in time', async () => {
      const file = script(
        'mute.mjs',
        `console.log('starting'); setInterval(() => undefined, 1000);`,
      );
      // The bound is what is tested, not a speed: wide enough for a loaded machine to start Node
      // and print the first line (500 ms was not, beside three test runs), so the output it
      // had written is there to be shown.
      const failure = service(file, 20_000);
      await expect(failure).rejects.toThrow(
        /^the service was not ready within 20000 ms:\nstarting/,
      );
      // With what it was waiting on: here its interval timer.
      await expect(failure).rejects.toThrow(/\nIts active handles:\n(.*\n)*timer/);
    });
  });
});
