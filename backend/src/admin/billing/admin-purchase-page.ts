import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CreditPurchase } from '../../billing/entities/credit-purchase.entity.js';

@ObjectType()
export class PurchasePage {
  /** Newest first. */
  @Field(() => [CreditPurchase])
  items: CreditPurchase[];

  @Field(() => Int)
  total: number;
}
