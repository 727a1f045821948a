import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { CreditPurchase } from '../../billing/entities/credit-purchase.entity.js';
import { CursorPage, NumberedPageArgs } from '../../common/pagination/cursor-page.js';

@ObjectType({ description: "A page of a user's credit-pack purchases, newest first." })
export class PurchasePage extends CursorPage(CreditPurchase) {
  @Field(() => Int, { description: 'How many purchases the user has, across every page.' })
  total: number;
}

@ArgsType()
export class PurchasePageArgs extends NumberedPageArgs(20) {}
