import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEDGER_KINDS, type LedgerKind } from '../balance-movement.js';

/** One movement of a user's credits (ledgerRow). */
export class LedgerRowView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ enum: LEDGER_KINDS, enumName: 'LedgerKind' }) kind: LedgerKind;

  @ApiProperty({
    type: Number,
    description: 'Signed: negative takes credits, positive gives them.',
  })
  amount: number;

  @ApiProperty({ type: Number }) balanceAfter: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'The generation it paid for.' })
  generationId?: string;

  @ApiPropertyOptional({ type: String, description: 'The checkout of a purchase or its refund.' })
  checkoutSessionId?: string;

  @ApiPropertyOptional({ type: String }) note?: string;
}
