import { type AddressInfo } from 'node:net';
import { type MailedAppSession, startAppWithInbox } from './app-session.js';
import { reservePaymentsSimulator } from './payments-simulator-process.js';

/** Where a payments simulator sends webhooks that never arrive. */
const UNREACHABLE = 'http://127.0.0.1:9/unreachable';

/**
 * The app listening on a port of its own and mailing an inbox of its own, with the payments
 * simulator posting Stripe's webhooks to it; `close` stops the simulator, the app and the inbox.
 */
export interface BillingSession extends MailedAppSession {
  payments: Awaited<ReturnType<typeof reservePaymentsSimulator>>;
  /**
   * Runs `action` against a payments simulator whose webhooks cannot reach the app (the test
   * delivers an event itself, or it never arrives), then against one whose webhooks do again.
   */
  whileWebhooksCannotArrive<T>(action: () => Promise<T>): Promise<T>;
  /** Runs `action` while the payments simulator is down, then starts it again. */
  whilePaymentsAreDown<T>(action: () => Promise<T>): Promise<T>;
}

export async function startBillingSession(): Promise<BillingSession> {
  const payments = await reservePaymentsSimulator();
  const session = await startAppWithInbox(payments.appConfig);
  try {
    await session.app.app.listen(0, '127.0.0.1');
    const { port } = session.app.app.getHttpServer().address() as AddressInfo;
    const webhookUrl = `http://127.0.0.1:${port}/api/billing/webhook`;
    let simulator = await payments.start(webhookUrl);
    const whilePaymentsAreDown = async <T>(action: () => Promise<T>) => {
      await simulator.stop();
      try {
        return await action();
      } finally {
        simulator = await payments.start(webhookUrl);
      }
    };
    const whileWebhooksCannotArrive = async <T>(action: () => Promise<T>) => {
      await simulator.stop();
      simulator = await payments.start(UNREACHABLE);
      try {
        return await action();
      } finally {
        await simulator.stop();
        simulator = await payments.start(webhookUrl);
      }
    };
    const close = async () => {
      await simulator.stop();
      await session.close();
    };
    return {
      ...session,
      payments,
      whileWebhooksCannotArrive,
      whilePaymentsAreDown,
      close,
    };
  } catch (error) {
    // The caller never gets the session, so it cannot close it.
    await session.close();
    throw error;
  }
}
