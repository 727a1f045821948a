import { ApiProperty } from '@nestjs/swagger';
import {
  DISPUTE_STATUSES,
  type DisputeStatus,
  PURCHASE_STATUSES,
  type PurchaseStatus,
} from '../../../billing/entities/credit-purchase.entity.js';
import { LedgerRowView } from '../../../credits/dto/ledger-row.view.js';

const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

/** One checkout of a credit pack, with what was copied from the pack when it was sold. */
export class PurchaseView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid' }) userId: string;
  @ApiProperty({ type: String }) packId: string;
  @ApiProperty({ type: String }) packName: string;
  @ApiProperty({ type: 'integer' }) priceCents: number;
  @ApiProperty({ type: String }) currency: string;
  @ApiProperty({ type: 'integer' }) credits: number;
  @ApiProperty({ type: 'integer' }) accessLevelId: number;
  @ApiProperty({ type: String, nullable: true }) checkoutSessionId: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ enum: PURCHASE_STATUSES, enumName: 'PurchaseStatus' }) status: PurchaseStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty(nullableDate) paidAt: string | null;
  @ApiProperty(nullableDate) refundedAt: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The administrator.' })
  refundedBy: string | null;

  @ApiProperty({ ...nullableDate, description: 'When a delayed payment failed.' })
  failedAt: string | null;

  @ApiProperty({ type: 'integer', description: 'How much of the payment was refunded, in cents.' })
  refundedCents: number;

  @ApiProperty({ type: Number, description: 'Credits taken back from the balance for refunds.' })
  creditsTakenBack: number;

  @ApiProperty({
    type: Number,
    description:
      'Credits owed: due back (refund or lost dispute) but already spent; taken from the next pack bought.',
  })
  creditsShortfall: number;

  @ApiProperty({ type: String, nullable: true, description: "The provider's dispute id." })
  disputeId: string | null;

  @ApiProperty({ enum: DISPUTE_STATUSES, enumName: 'PurchaseDisputeStatus', nullable: true })
  disputeStatus: DisputeStatus | null;

  @ApiProperty({ type: Number, description: 'Credits the dispute claims back.' })
  creditsDisputed: number;

  @ApiProperty({ type: Number, description: 'Credits frozen for the dispute (kept if lost).' })
  creditsHeld: number;
}

export class LedgerPage {
  @ApiProperty({ type: () => [LedgerRowView] }) items: LedgerRowView[];
  @ApiProperty({ type: 'integer' }) total: number;
}

export class PurchasePage {
  @ApiProperty({ type: () => [PurchaseView] }) items: PurchaseView[];
  @ApiProperty({ type: 'integer' }) total: number;
}
