import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { CursorPage, NumberedPageArgs } from '../../common/pagination/cursor-page.js';
import { CreditHistoryLine } from './credit-history-line.js';

@ObjectType({ description: 'A page of credit history lines, newest first.' })
export class CreditHistoryPage extends CursorPage(CreditHistoryLine) {
  @Field(() => Int, { description: 'How many lines the history holds, across every page.' })
  total: number;
}

@ArgsType()
export class CreditHistoryPageArgs extends NumberedPageArgs(20) {}
