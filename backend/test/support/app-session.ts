import { DataSource } from 'typeorm';
import { CreditsService } from '../../src/credits/credits.service.js';
import { apiClient, type ApiClient } from './api-client.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './simulator-process.js';
import { startTestApp, type TestApp } from './test-app.js';

/** A started test app with what most tests speak to it through: its HTTP client and its database. */
export interface AppSession {
  app: TestApp;
  api: ApiClient;
  db: DataSource;
}

/** An app whose provider calls go to a simulator process of its own; `close` stops both. */
export interface SimulatedAppSession extends AppSession {
  simulator: SimulatorProcess;
  close(): Promise<void>;
}

/** Starts the app with these settings over the test ones. */
export async function startAppSession(overrides: Record<string, string> = {}): Promise<AppSession> {
  const app = await startTestApp(overrides);
  return { app, api: apiClient(app), db: app.app.get(DataSource) };
}

/** Starts a provider simulator (with `simulatorEnv`), then the app that calls it. */
export async function startAppWithSimulator(
  overrides: Record<string, string> = {},
  simulatorEnv: Record<string, string> = {},
): Promise<SimulatedAppSession> {
  const simulator = await startSimulatorProcess(simulatorEnv);
  try {
    const session = await startAppSession({ ...providerSettings(simulator), ...overrides });
    const close = async () => {
      await session.app.close();
      await simulator.stop();
    };
    return { ...session, simulator, close };
  } catch (error) {
    // The caller never gets the simulator, so it cannot stop it.
    await simulator.stop();
    throw error;
  }
}

/**
 * A newly registered member with `credits` more than the welcome ones (granted through the ledger's
 * owner, as an administrator's grant is), for tests that spend more than a new account has.
 */
export async function memberWithCredits(session: AppSession, credits = 500) {
  const account = await session.api.register();
  const userId = account.user.id;
  await session.app.app
    .get(CreditsService)
    .move({ userId, kind: 'grant', amount: credits, note: 'test' });
  return { token: account.token, userId };
}
