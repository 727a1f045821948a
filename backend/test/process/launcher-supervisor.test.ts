import { spawn } from 'node:child_process';
import { supervise } from '../../../scripts/lib/supervisor.mjs';

/** A child that exits with `code` as soon as it starts. */
const exitingWith = (code: number) => () =>
  spawn(process.execPath, ['-e', `process.exit(${code})`], { stdio: 'ignore' });

/** Waits until `done` holds, polling; fails with `what` after a deadline. */
async function until(what: string, done: () => boolean, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The launcher's supervision of what it runs (the server, its own redis-server). */
describe('a supervised child of the launcher', () => {
  it('is started again when it exits on its own, until stopped', async () => {
    const lines: string[] = [];
    let starts = 0;
    const child = supervise(
      'crasher',
      () => {
        starts += 1;
        return exitingWith(3)();
      },
      { log: (line) => lines.push(line) },
    );
    try {
      await until('a second start', () => starts >= 2);
      expect(lines[0]).toMatch(/The crasher stopped \(exit 3\); restarting in 1 s/);
    } finally {
      await child.stop();
    }
  });

  it('gives up on an exit a restart cannot mend, and leaves start-up failures to its caller', async () => {
    let gaveUp: number | undefined;
    let starts = 0;
    const config = supervise(
      'server',
      () => {
        starts += 1;
        return exitingWith(78)();
      },
      { log: () => {}, giveUpOn: [78], onGiveUp: (code) => (gaveUp = code) },
    );
    await until('giving up', () => gaveUp !== undefined);
    expect(gaveUp).toBe(78);
    expect(starts).toBe(1);
    await config.stop();

    // Not armed yet (start-up): its exit is the caller's to report, no restart is planned.
    const lines: string[] = [];
    const unarmed = supervise('server', exitingWith(1), {
      log: (line) => lines.push(line),
      armed: false,
    });
    await new Promise((resolve) => unarmed.child.once('exit', resolve));
    expect(lines).toEqual([]);
    await unarmed.stop();
  });
});
