import { DataSource } from 'typeorm';
import { type BuiltServer, startBuiltServer } from './built-server.js';
import { createIsolatedDatabase } from './isolated-database.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './simulator-process.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The generation the process tests ask for: one small image on a model of the test catalogue. */
export const lighthouseAtDusk = (taskUUID: string) => ({
  prompt: 'a lighthouse at dusk',
  model: 'civitai:101055@128078',
  width: 512,
  height: 512,
  taskUUID,
});

/**
 * Short leases and sweeps, so a dead process's generations are taken within seconds; the provider
 * is the simulator, its tasks waited for long and never reconciled on their own. A live process
 * renews its lease every third of it and its job lock every half: 4.5 s and 6 s let a process on
 * a loaded machine stall for 3 s without losing a generation it still runs.
 */
export const shortLeaseSettings = (simulator: SimulatorProcess): Record<string, string> => ({
  ...providerSettings(simulator),
  RUNWARE_TIMEOUT_MS: '120000',
  RUNWARE_RECOVERY_MS: '2000',
  RUNWARE_RETRY_BASE_MS: '50',
  RUNWARE_RECONCILE_DELAY_MS: '600000',
  GENERATION_LEASE_MS: '4500',
  GENERATION_SWEEP_INTERVAL_MS: '500',
  JOB_LOCK_DURATION_MS: '6000',
});

export interface BuiltProcessesOptions {
  /** Over the short-lease ones, for the app in this process and every built server alike. */
  settings?: (simulator: SimulatorProcess) => Record<string, string>;
  /** For the app in this process alone (its Redis, its prefix: the servers take its config). */
  appSettings?: Record<string, string>;
}

/**
 * A database of its own, the provider simulator and, in this process, the app in the api role
 * (for accounts, the database and the slot counter); the built servers the test starts beside it
 * share its config. `stop` stops the servers, then the app, the simulator and the database.
 */
export interface BuiltProcesses {
  simulator: SimulatorProcess;
  app: TestApp;
  db: DataSource;
  /** A built server in this role (with `env` over the settings), stopped with the rest. */
  start(
    role: 'api' | 'worker',
    options?: { env?: Record<string, string>; port?: number },
  ): Promise<BuiltServer>;
  stop(): Promise<void>;
}

export async function startBuiltProcesses({
  settings: extra = () => ({}),
  appSettings = {},
}: BuiltProcessesOptions = {}): Promise<BuiltProcesses> {
  const database = await createIsolatedDatabase();
  let simulator: SimulatorProcess | undefined;
  let app: TestApp | undefined;
  try {
    simulator = await startSimulatorProcess();
    const started = simulator;
    const settings = () => ({ ...shortLeaseSettings(started), ...extra(started) });
    app = await startTestApp({
      ...settings(),
      APP_ROLE: 'api',
      DATABASE_URL: database.url,
      ...appSettings,
    });
    const config = app.config;
    const servers: BuiltServer[] = [];
    const start: BuiltProcesses['start'] = async (role, { env = {}, port } = {}) => {
      const server = await startBuiltServer(role, {
        config,
        env: { ...settings(), ...env },
        withinMs: 90_000,
        port,
      });
      servers.push(server);
      return server;
    };
    const running = app;
    const stop = async () => {
      for (const server of servers) await server.stop();
      await running.close();
      await started.stop();
      await database.drop();
    };
    return { simulator, app, db: app.app.get(DataSource), start, stop };
  } catch (error) {
    // The caller never gets what started, so it cannot stop it.
    await app?.close();
    await simulator?.stop();
    await database.drop();
    throw error;
  }
}
