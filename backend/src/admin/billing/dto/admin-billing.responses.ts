import { type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { CreditPurchase } from '../../../billing/entities/credit-purchase.entity.js';
import { restOutput, UUID_FORMAT } from '../../../common/rest/rest-shape.js';
import { LedgerRowView } from '../../../credits/dto/ledger-row.view.js';

// The admin billing routes' REST answers, declared over the GraphQL types.

/** What GraphQL shows of a purchase, under the same names. */
const PurchaseFields = restOutput(CreditPurchase, {
  name: 'PurchaseFields',
  openApi: {
    id: UUID_FORMAT,
    status: { enumName: 'PurchaseStatus' },
    disputeStatus: { enumName: 'PurchaseDisputeStatus' },
  },
});

/** One checkout of a credit pack; REST also names the buyer, the payment and the refunder. */
export class PurchaseView extends (PurchaseFields.schema as Type<object>) {
  @ApiProperty({ type: String, format: 'uuid' }) userId: string;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The administrator.' })
  refundedBy: string | null;
}

/** A purchase as REST answers it. */
export function purchaseView(purchase: CreditPurchase) {
  const { userId, paymentIntentId, refundedBy } = purchase;
  return { ...PurchaseFields.write(purchase), userId, paymentIntentId, refundedBy };
}

export class LedgerPage {
  @ApiProperty({ type: () => [LedgerRowView.schema] }) items: Record<string, unknown>[];
  @ApiProperty({ type: 'integer' }) total: number;
}

export class PurchasePage {
  @ApiProperty({ type: () => [PurchaseView] }) items: PurchaseView[];
  @ApiProperty({ type: 'integer' }) total: number;
}
