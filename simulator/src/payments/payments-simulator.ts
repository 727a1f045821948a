import { createServer } from 'node:http';
import { listenForUrl } from '../http/listen-for-url.js';
import { CheckoutSessions } from './checkout/checkout-sessions.js';
import { Disputes } from './disputes/disputes.js';
import { ApiEndpoint } from './http/api-endpoint.js';
import { ControlEndpoint } from './http/control-endpoint.js';
import { HostedCheckoutEndpoint } from './http/hosted-checkout-endpoint.js';
import { createPaymentsRouter } from './http/payments-router.js';
import { checkPaymentsOptions } from './payments-options.js';
import { PaymentIntentLedger } from './refunds/payment-intent-ledger.js';
import { Refunds } from './refunds/refunds.js';
import { type CheckoutSession, type StripeEvent } from './stripe-objects.js';
import { EventLog } from './webhooks/event-log.js';
import { WebhookDeliveries } from './webhooks/webhook-deliveries.js';

export type {
  Charge,
  CheckoutSession,
  Dispute,
  EventRequest,
  Refund,
  StripeEvent,
  StripeEventType,
} from './stripe-objects.js';
export { StripeApiError } from './stripe-error.js';
export { STRIPE_API_VERSION } from './webhooks/event-log.js';

export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [1000, 5000, 15000, 60000];
// How often open sessions are checked against their expires_at.
const EXPIRY_SWEEP_MS = 1000;

export interface PaymentsSimulatorOptions {
  /** The secret key the SDK presents (`Authorization: Bearer sk_test_…`). */
  secretKey: string;
  /** Where events are POSTed (the app's webhook endpoint). Without it events are only recorded. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_…`) for the `Stripe-Signature` header. */
  webhookSecret: string;
  /** Base URL browsers use for the hosted pages. Default: the listening URL. */
  publicUrl?: string;
  /** Receives one line per delivery attempt and per unexpected error. Default: stderr. */
  log?: (line: string) => void;
  /** Waits before the retries of a delivery that got a non-2xx answer or a network error. */
  webhookRetryDelaysMs?: number[];
  /** Clock (ms) for timestamps and session expiry, for tests. Signatures always use real time. */
  now?: () => number;
}

export interface PaymentsSimulator {
  /** Starts listening (port 0 picks a free one) and resolves with the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops listening, drops open connections and cancels pending webhook retries. */
  close(): Promise<void>;
  /** The base URL; the SDK's host and port. Only once listening. */
  readonly url: string;
  /** As if the buyer pressed Pay: completes the session and delivers checkout.session.completed. */
  pay(sessionId: string): Promise<CheckoutSession>;
  /** POSTs the same event (same id, fresh signature) once more; resolves with the HTTP status. */
  redeliver(eventId: string): Promise<number>;
  /** Every event created, oldest first. */
  events(): StripeEvent[];
}

/** A Stripe-compatible payments server (Checkout Sessions, refunds, disputes, signed webhooks), ready to listen. */
export function createPaymentsSimulator(options: PaymentsSimulatorOptions): PaymentsSimulator {
  checkPaymentsOptions(options);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const logError = (message: string, error: unknown) =>
    log(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const now = options.now ?? Date.now;

  let listeningUrl: string | undefined;
  const url = (): string => {
    if (!listeningUrl) throw new Error('The payments simulator is not listening yet');
    return listeningUrl;
  };
  const publicUrl = () => options.publicUrl?.replace(/\/+$/, '') ?? url();

  const deliveries = new WebhookDeliveries({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
    log,
  });
  const events = new EventLog(deliveries, now);
  const ledger = new PaymentIntentLedger();
  const sessions = new CheckoutSessions({
    payPageUrl: (id) => `${publicUrl()}/pay/${id}`,
    events,
    ledger,
    now,
  });
  const disputes = new Disputes(ledger, events, now);
  const refunds = new Refunds(ledger, events, now, (id) => disputes.isClosed(id));
  const server = createServer(
    createPaymentsRouter({
      api: new ApiEndpoint(options.secretKey, { sessions, refunds, now }),
      checkout: new HostedCheckoutEndpoint(sessions),
      control: new ControlEndpoint({ sessions, disputes, events }),
      logError,
    }),
  );
  let expirySweep: NodeJS.Timeout | undefined;
  let closing: Promise<void> | undefined;

  return {
    get url() {
      return url();
    },
    async listen(port = 0, host = '127.0.0.1') {
      listeningUrl = await listenForUrl(server, port, host);
      expirySweep = setInterval(() => sessions.expireDue(), EXPIRY_SWEEP_MS).unref();
      return listeningUrl;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(expirySweep);
        const stopped = deliveries.close();
        server.close(() => void stopped.then(() => resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
    async pay(sessionId) {
      return sessions.complete(sessionId);
    },
    redeliver(eventId) {
      return events.redeliver(eventId);
    },
    events() {
      return events.all();
    },
  };
}
