import { DataSource } from 'typeorm';
import { CreditsService } from '../../src/credits/credits.service.js';
import { apiClient, type ApiClient } from './api-client.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './simulator-process.js';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
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

/** An app that sends its mail over SMTP to an inbox of its own; `close` stops both. */
export interface MailedAppSession extends AppSession {
  inbox: SmtpInbox;
  close(): Promise<void>;
}

/** An app whose provider calls pass a recording proxy on their way to a simulator of its own. */
export interface RecordedAppSession extends SimulatedAppSession {
  proxy: RecordingProxy;
}

/** What a suite does with its session beyond starting it. */
export interface SuiteSetup<Session> {
  /** The suite's shared fixtures, made once the session has started, in the same hook. */
  prepare?: (session: Session) => Promise<void>;
  /** The start hook's timeout in milliseconds (Jest's own where not given). */
  timeout?: number;
}

/**
 * A session for the enclosing describe block: `start`ed (then `prepare`d) before its tests and
 * closed after them. The answer is filled in by that beforeAll, so read its fields inside tests and
 * hooks, never at the block's top level.
 */
export function sessionForSuite<Session extends { close(): Promise<void> }>(
  start: () => Promise<Session>,
  { prepare, timeout }: SuiteSetup<Session> = {},
): Session {
  const suite = {} as Session;
  let started: Session | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(suite, started);
    await prepare?.(started);
  }, timeout);
  // Nothing to close when the start failed; closed too when only the fixtures failed.
  afterAll(() => started?.close());
  return suite;
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

/** Starts an SMTP inbox, then the app (with these settings over the test ones) that mails it. */
export async function startAppWithInbox(
  overrides: Record<string, string> = {},
): Promise<MailedAppSession> {
  const inbox = await startSmtpInbox();
  try {
    const session = await startAppSession({ ...overrides, SMTP_URL: inbox.url });
    const close = async () => {
      await session.app.close();
      await inbox.close();
    };
    return { ...session, inbox, close };
  } catch (error) {
    // The caller never gets the inbox, so it cannot close it.
    await inbox.close();
    throw error;
  }
}

/**
 * Starts a provider simulator, a recording proxy before it and the app (provider retries 10 ms
 * apart, then `overrides`) whose provider is the proxy; `close` stops all three.
 */
export async function startAppBehindRecordingProxy(
  overrides: (simulator: SimulatorProcess) => Record<string, string> = () => ({}),
): Promise<RecordedAppSession> {
  const simulator = await startSimulatorProcess();
  let proxy: RecordingProxy | undefined;
  try {
    proxy = await startRecordingProxy(simulator.url);
    const session = await startAppSession({
      ...providerSettings(simulator),
      RUNWARE_API_URL: proxy.url,
      RUNWARE_RETRY_BASE_MS: '10',
      ...overrides(simulator),
    });
    const started = proxy;
    const close = async () => {
      await session.app.close();
      await started.close();
      await simulator.stop();
    };
    return { ...session, simulator, proxy, close };
  } catch (error) {
    // The caller never gets the proxy and the simulator, so it cannot stop them.
    await proxy?.close();
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
