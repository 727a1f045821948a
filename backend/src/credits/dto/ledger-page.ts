import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CreditLedgerEntry } from '../entities/credit-ledger-entry.entity.js';

@ObjectType()
export class LedgerPage {
  /** Newest first. */
  @Field(() => [CreditLedgerEntry])
  items: CreditLedgerEntry[];

  @Field(() => Int)
  total: number;
}
