import { ApiProperty } from '@nestjs/swagger';

/** The Stripe event as Stripe sends it; only its id, type and session are read. */
export class PaymentEventBody {
  @ApiProperty({ type: String, example: 'evt_1Q2w3E' }) id: string;

  @ApiProperty({
    type: String,
    description:
      'checkout.session.completed, .async_payment_succeeded, .async_payment_failed and .expired, charge.refunded, charge.dispute.created and charge.dispute.closed are handled; others are acknowledged and ignored.',
    example: 'checkout.session.completed',
  })
  type: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: '`object`: the Checkout Session, the Charge or the Dispute.',
  })
  data: Record<string, unknown>;
}

export class PaymentEventReceipt {
  @ApiProperty({ type: Boolean, enum: [true] }) received: true;

  @ApiProperty({
    type: String,
    description:
      'What the event did: credited, failed, expired, refunded, partially-refunded, held, nothing-to-hold, released, kept, dispute-open, already-handled, awaiting-payment, duplicate-event, unknown-session, unknown-charge, mismatch or ignored.',
    example: 'credited',
  })
  outcome: string;
}
