import { type IncomingMessage, type ServerResponse } from 'node:http';
import { readRequestBody } from '../../http/read-request-body.js';
import { type CheckoutSessions } from '../checkout/checkout-sessions.js';
import { type Disputes } from '../disputes/disputes.js';
import { invalidRequest, StripeApiError } from '../stripe-error.js';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '../stripe-objects.js';
import { type EventLog } from '../webhooks/event-log.js';
import { sendStripeJson } from './send-stripe-json.js';

const PAY_PATH = /^\/_simulator\/sessions\/([A-Za-z0-9_]+)\/pay$/;
const PAY_ASYNC_PATH = /^\/_simulator\/sessions\/([A-Za-z0-9_]+)\/pay_async$/;
const DISPUTE_PATH = /^\/_simulator\/payment_intents\/([A-Za-z0-9_]+)\/dispute$/;
const CLOSE_DISPUTE_PATH = /^\/_simulator\/disputes\/([A-Za-z0-9_]+)\/close$/;
const REDELIVER_PATH = /^\/_simulator\/events\/([A-Za-z0-9_]+)\/redeliver$/;
const EVENTS_PATH = '/_simulator/events';
const ASYNC_OUTCOMES = ['succeeded', 'failed'] as const;

export interface ControlEndpointParts {
  sessions: CheckoutSessions;
  disputes: Disputes;
  events: EventLog;
}

/**
 * The simulator's own test controls (not Stripe's API, no key needed): pay a session without a
 * browser (at once, or by a delayed method that succeeds or fails), raise and close a dispute,
 * list the events, send one again. Bodies, when any, are JSON.
 */
export class ControlEndpoint {
  constructor(private readonly parts: ControlEndpointParts) {}

  /** Answers a control request; false when the path or method is not one of them. */
  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === EVENTS_PATH) {
      sendStripeJson(response, 200, {
        object: 'list',
        data: this.parts.events.all(),
        has_more: false,
        url: EVENTS_PATH,
      });
      return true;
    }
    const action = this.action(path);
    if (method !== 'POST' || !action) return false;
    const text = await readRequestBody(request, 64 * 1024).catch(() => '');

    try {
      sendStripeJson(response, 200, await action(readJsonBody(text)));
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

  private action(path: string): ((body: Record<string, unknown>) => unknown) | undefined {
    const { sessions, disputes, events } = this.parts;
    const pay = PAY_PATH.exec(path);
    if (pay) return () => sessions.complete(pay[1] as string);
    const payAsync = PAY_ASYNC_PATH.exec(path);
    if (payAsync)
      return (body) =>
        sessions.completeAsync(payAsync[1] as string, oneOf(body, 'outcome', ASYNC_OUTCOMES));
    const dispute = DISPUTE_PATH.exec(path);
    if (dispute)
      return (body) =>
        disputes.open(
          dispute[1] as string,
          optionalInteger(body, 'amount'),
          typeof body.reason === 'string' ? body.reason : undefined,
        );
    const close = CLOSE_DISPUTE_PATH.exec(path);
    if (close)
      return (body) =>
        disputes.close(
          close[1] as string,
          oneOf<DisputeOutcome>(body, 'outcome', DISPUTE_OUTCOMES),
        );
    const redeliver = REDELIVER_PATH.exec(path);
    if (redeliver) return async () => ({ status: await events.redeliver(redeliver[1] as string) });
    return undefined;
  }
}

function readJsonBody(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw invalidRequest('The control request body must be a JSON object.');
}

function oneOf<T extends string>(
  body: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T {
  const value = body[name];
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw invalidRequest(`${name} must be one of ${allowed.join(', ')}`, name);
}

function optionalInteger(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw invalidRequest(`${name} must be a whole number of cents`, name);
}
