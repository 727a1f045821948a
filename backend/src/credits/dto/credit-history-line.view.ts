import { ApiProperty } from '@nestjs/swagger';
import { LedgerRowView } from './ledger-row.view.js';

/** One line of the credit history (GET /api/credits/history): a ledger row's fields, folded. */
export class CreditHistoryLineView extends LedgerRowView {
  @ApiProperty({
    type: Number,
    description: 'Net credits the line moved, signed: what a generation cost once settled.',
  })
  declare amount: number;

  @ApiProperty({ type: Number, description: "The balance right after the line's last row." })
  declare balanceAfter: number;

  @ApiProperty({
    type: [LedgerRowView],
    description: 'The ledger rows folded into the line, oldest first (one for most kinds).',
  })
  parts: LedgerRowView[];
}
