import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/** A credit pack as buyers and API consumers see it (REST GET /api/billing/packs). */
@ObjectType()
export class CreditPackOffer {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Int, { description: 'Exact price in cents.' })
  priceCents: number;

  @Field(() => Float, { description: 'The price in dollars, for display (priceCents / 100).' })
  priceUsd: number;

  @Field()
  currency: string;

  @Field(() => Int)
  credits: number;

  @Field({ description: 'Name of the tier (access level) a buyer moves up to, e.g. Standard.' })
  tier: string;

  @Field(() => Int)
  accessLevelId: number;

  @Field(() => Float, { description: "The tier's credit multiplier on generation costs." })
  creditMultiplier: number;

  @Field({ description: 'Inactive packs are not offered (administrators see them).' })
  active: boolean;
}
