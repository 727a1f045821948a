import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const SIMULATOR_MAIN = fileURLToPath(new URL('../../../simulator/dist/main.js', import.meta.url));

export interface SimulatorProcess {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the simulator exited (${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the simulator did not start in time');
}

/** The Runware-compatible simulator as its own process, spoken to over real HTTP. */
export async function startSimulatorProcess(
  env: Record<string, string> = {},
): Promise<SimulatorProcess> {
  if (!existsSync(SIMULATOR_MAIN))
    throw new Error('simulator/dist/main.js is missing: build first (npm run build)');
  const port = await freePort();
  const apiKey = `sim-key-${port}`;
  const child = spawn(process.execPath, [SIMULATOR_MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIMULATOR_API_KEY: apiKey,
      ...env,
    },
    stdio: 'ignore',
  });
  await waitForPort(port, child);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
