import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export interface NodeServiceProcess {
  port: number;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${what} exited (${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the ${what} did not start in time`);
}

/** A built Node service (a simulator's dist/*.js) as its own process on `port`, once it listens. */
export async function startNodeService(
  what: string,
  main: string,
  port: number,
  env: Record<string, string>,
): Promise<NodeServiceProcess> {
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build)`);
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  await waitForPort(port, child, what);
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
