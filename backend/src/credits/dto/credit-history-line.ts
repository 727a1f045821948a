import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { LedgerKindEnum, type LedgerKind } from '../balance-movement.js';
import { CreditLedgerEntry } from '../entities/credit-ledger-entry.entity.js';

@ObjectType({
  description:
    "One line of the caller's credit history: a generation's hold, settlement and refund folded " +
    'into one line with their net amount, or any other movement on its own.',
})
export class CreditHistoryLine {
  @Field(() => ID, { description: "The id of the line's first ledger row (a generation's hold)." })
  id: string;

  @Field(() => LedgerKindEnum, {
    description: "The first row's kind: reserve for a generation's line.",
  })
  kind: LedgerKind;

  @Field(() => Float, {
    description: 'Net credits the line moved, signed: what a generation cost once settled.',
  })
  amount: number;

  @Field(() => Float, { description: "The user's credit balance right after the line's last row." })
  balanceAfter: number;

  @Field(() => ID, { nullable: true, description: 'The generation the line paid for, if any.' })
  generationId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The checkout session of a purchase or its refund; null for other kinds.',
  })
  checkoutSessionId: string | null;

  @Field(() => String, { nullable: true, description: "The first row's note; null when none." })
  note: string | null;

  @Field({ description: 'When the line began (its first row); lines are ordered by it.' })
  createdAt: Date;

  @Field(() => [CreditLedgerEntry], {
    description: 'The ledger rows folded into the line, oldest first (one for most kinds).',
  })
  parts: CreditLedgerEntry[];
}
