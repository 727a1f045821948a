import { ApiProperty } from '@nestjs/swagger';

/** A credit pack on sale, as GET /api/billing/packs lists it. */
export class PackListing {
  @ApiProperty({ type: String, example: 'standard' }) id: string;
  @ApiProperty({ type: String, example: 'Standard' }) name: string;
  @ApiProperty({ type: Number, description: 'priceCents / 100.', example: 9.99 }) priceUsd: number;
  @ApiProperty({ type: 'integer', example: 999 }) priceCents: number;
  @ApiProperty({ type: String, example: 'usd' }) currency: string;
  @ApiProperty({ type: 'integer', example: 400 }) credits: number;

  @ApiProperty({ type: String, description: 'The tier a buyer moves up to.', example: 'Standard' })
  tier: string;
}

/** The Stripe event as Stripe sends it; only its id, type and session are read. */
export class PaymentEventBody {
  @ApiProperty({ type: String, example: 'evt_1Q2w3E' }) id: string;

  @ApiProperty({
    type: String,
    description:
      'checkout.session.completed, checkout.session.async_payment_succeeded and checkout.session.expired are handled; others are acknowledged and ignored.',
    example: 'checkout.session.completed',
  })
  type: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: '`object`: the Checkout Session.',
  })
  data: Record<string, unknown>;
}

export class PaymentEventReceipt {
  @ApiProperty({ type: Boolean, enum: [true] }) received: true;

  @ApiProperty({
    type: String,
    description:
      'What the event did: credited, already-handled, awaiting-payment, expired, duplicate-event, unknown-session, mismatch or ignored.',
    example: 'credited',
  })
  outcome: string;
}
