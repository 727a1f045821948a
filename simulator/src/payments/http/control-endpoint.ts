import { type IncomingMessage, type ServerResponse } from 'node:http';
import { readRequestBody } from '../../http/read-request-body.js';
import { type CheckoutSessions } from '../checkout/checkout-sessions.js';
import { StripeApiError } from '../stripe-error.js';
import { type EventLog } from '../webhooks/event-log.js';
import { sendStripeJson } from './send-stripe-json.js';

const PAY_PATH = /^\/_simulator\/sessions\/([A-Za-z0-9_]+)\/pay$/;
const REDELIVER_PATH = /^\/_simulator\/events\/([A-Za-z0-9_]+)\/redeliver$/;
const EVENTS_PATH = '/_simulator/events';

/**
 * The simulator's own test controls (not Stripe's API, no key needed): pay a session without a
 * browser, list the events, send one again.
 */
export class ControlEndpoint {
  constructor(
    private readonly sessions: CheckoutSessions,
    private readonly events: EventLog,
  ) {}

  /** Answers a control request; false when the path or method is not one of them. */
  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === EVENTS_PATH) {
      sendStripeJson(response, 200, {
        object: 'list',
        data: this.events.all(),
        has_more: false,
        url: EVENTS_PATH,
      });
      return true;
    }
    const pay = PAY_PATH.exec(path);
    const redeliver = REDELIVER_PATH.exec(path);
    if (method !== 'POST' || (!pay && !redeliver)) return false;
    await readRequestBody(request, 64 * 1024).catch(() => '');

    try {
      if (pay) {
        sendStripeJson(response, 200, this.sessions.complete(pay[1] as string));
      } else if (redeliver) {
        sendStripeJson(response, 200, {
          status: await this.events.redeliver(redeliver[1] as string),
        });
      }
    } catch (error) {
      if (error instanceof StripeApiError) {
        sendStripeJson(response, error.status, error);
      } else {
        // The app's endpoint could not be reached: a gateway failure, not the simulator's.
        sendStripeJson(response, 502, {
          error: { type: 'api_error', message: `Delivery failed: ${(error as Error).message}` },
        });
      }
    }
    return true;
  }
}
