import { invalidRequest, resourceMissing } from '../stripe-error.js';
import { stripeId } from '../stripe-id.js';
import {
  type EventRequest,
  type StripeEventObject,
  type StripeEvent,
  type StripeEventType,
} from '../stripe-objects.js';
import { type WebhookDeliveries } from './webhook-deliveries.js';

/** The API version stamped on events: the one the `stripe` SDK 23.1.0 pins. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Events caused by the buyer or by time rather than by an API request. */
export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

/** Every event the simulator created, oldest first; each one is handed to the webhook deliveries. */
export class EventLog {
  private readonly events: StripeEvent[] = [];
  private readonly byId = new Map<string, StripeEvent>();

  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly now: () => number,
  ) {}

  /** Records an event carrying a snapshot of the object as it is now, and starts delivering it. */
  record(type: StripeEventType, object: StripeEventObject, request: EventRequest): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: Math.floor(this.now() / 1000),
      livemode: false,
      // Like Stripe: how many endpoints have yet to acknowledge it (0 once delivered).
      pending_webhooks: this.deliveries.configured ? 1 : 0,
      request: { ...request },
      type,
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    this.byId.set(event.id, event);
    this.deliveries.deliver(event, () => {
      event.pending_webhooks = 0;
    });
    return structuredClone(event);
  }

  find(id: string): StripeEvent | undefined {
    const event = this.byId.get(id);
    return event && structuredClone(event);
  }

  /**
   * Sends a recorded event again, once (same id, fresh signature), like "Resend" in Stripe's
   * dashboard. Resolves with the endpoint's HTTP status; rejects when it cannot be reached.
   */
  async redeliver(id: string): Promise<number> {
    const event = this.byId.get(id);
    if (!event) throw resourceMissing('event', id, 'id');
    if (!this.deliveries.configured) {
      throw invalidRequest('The payments simulator has no webhook URL to deliver events to.');
    }
    const status = await this.deliveries.send(event);
    if (status >= 200 && status <= 299) event.pending_webhooks = 0;
    return status;
  }

  all(): StripeEvent[] {
    return this.events.map((event) => structuredClone(event));
  }
}
