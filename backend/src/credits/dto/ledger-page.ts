import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { CursorPage, NumberedPageArgs } from '../../common/pagination/cursor-page.js';
import { CreditLedgerEntry } from '../entities/credit-ledger-entry.entity.js';

@ObjectType({ description: 'A page of credit movements (ledger rows), newest first.' })
export class LedgerPage extends CursorPage(CreditLedgerEntry) {
  @Field(() => Int, { description: 'How many rows the ledger holds, across every page.' })
  total: number;
}

@ArgsType()
export class LedgerPageArgs extends NumberedPageArgs(20) {}
