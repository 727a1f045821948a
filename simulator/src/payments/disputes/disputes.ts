import { type PaymentIntentLedger } from '../refunds/payment-intent-ledger.js';
import { invalidRequest, resourceMissing } from '../stripe-error.js';
import { stripeId } from '../stripe-id.js';
import { type Dispute, type DisputeOutcome } from '../stripe-objects.js';
import { type EventLog, NO_REQUEST } from '../webhooks/event-log.js';

/**
 * Chargebacks, raised from the control endpoint (in Stripe the cardholder's bank raises them).
 * Opening one announces `charge.dispute.created` then `charge.dispute.funds_withdrawn`; closing it
 * announces `charge.dispute.closed` (status won or lost), preceded by
 * `charge.dispute.funds_reinstated` when won. One dispute per charge, as in Stripe.
 */
export class Disputes {
  private readonly disputes = new Map<string, Dispute>();

  constructor(
    private readonly ledger: PaymentIntentLedger,
    private readonly events: EventLog,
    private readonly now: () => number,
  ) {}

  /** Disputes `amount` (default: the whole charge) of a paid PaymentIntent's charge. */
  open(paymentIntentId: string, amount?: number, reason = 'fraudulent'): Dispute {
    const intent = this.ledger.find(paymentIntentId);
    if (!intent) throw resourceMissing('payment_intent', paymentIntentId, 'payment_intent');
    if (intent.disputeId) {
      throw invalidRequest(`Charge ${intent.chargeId} already has a dispute.`, 'payment_intent');
    }
    const disputed = amount ?? intent.amount;
    if (!Number.isInteger(disputed) || disputed < 1 || disputed > intent.amount) {
      throw invalidRequest(`The disputed amount must be 1 to ${intent.amount}.`, 'amount');
    }
    const dispute: Dispute = {
      id: stripeId('du'),
      object: 'dispute',
      amount: disputed,
      charge: intent.chargeId,
      created: Math.floor(this.now() / 1000),
      currency: intent.currency,
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: intent.id,
      reason,
      status: 'needs_response',
    };
    intent.disputeId = dispute.id;
    this.disputes.set(dispute.id, dispute);
    this.events.record('charge.dispute.created', dispute, NO_REQUEST);
    this.events.record('charge.dispute.funds_withdrawn', dispute, NO_REQUEST);
    return structuredClone(dispute);
  }

  isClosed(id: string): boolean {
    return this.disputes.get(id)?.status !== 'needs_response';
  }

  /** The bank's decision: won gives the funds back, lost keeps them withdrawn. Once only. */
  close(id: string, outcome: DisputeOutcome): Dispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw resourceMissing('dispute', id, 'dispute');
    if (dispute.status !== 'needs_response') {
      throw invalidRequest(`Dispute ${id} is already closed (${dispute.status}).`);
    }
    dispute.status = outcome;
    if (outcome === 'won')
      this.events.record('charge.dispute.funds_reinstated', dispute, NO_REQUEST);
    this.events.record('charge.dispute.closed', dispute, NO_REQUEST);
    return structuredClone(dispute);
  }
}
